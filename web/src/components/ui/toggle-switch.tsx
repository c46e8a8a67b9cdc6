import * as Switch from '@radix-ui/react-switch';
import { cn } from '../../lib/cn';

export interface ToggleSwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}

/** A labelled on/off switch (Radix: role switch, keyboard). */
export function ToggleSwitch({ label, checked, onCheckedChange, className }: ToggleSwitchProps) {
  return (
    <label className={cn('inline-flex cursor-pointer items-center gap-2 text-sm text-gray-700', className)}>
      <Switch.Root
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-label={label}
        className="relative h-5 w-9 shrink-0 rounded-full bg-gray-300 transition-colors data-[state=checked]:bg-blue-600"
      >
        <Switch.Thumb className="block h-4 w-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
      </Switch.Root>
      {label}
    </label>
  );
}
