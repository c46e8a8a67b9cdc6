import { useEffect, useState } from 'react';

/** The otpauth URI as a QR code image (the `qrcode` package, loaded with the section). */
export function QrCode({ text }: { text: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((m) => m.toDataURL(text, { margin: 1, width: 180 }))
      .then((url) => live && setSrc(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img src={src} alt="QR code of the authenticator app secret" className="h-44 w-44" /> : null;
}
