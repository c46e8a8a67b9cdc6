import { describe, expect, it } from 'vitest';
import { GoTemplateError, renderGoTemplate } from './go-template.js';
import { sprintf } from './go-template-funcs.js';

const data = {
  code: 200,
  name: 'api',
  ok: true,
  empty: '',
  zero: 0,
  json: {
    status: 'degraded',
    items: [
      { name: 'db', up: true },
      { name: 'cache', up: false },
      { name: 'queue', up: true },
    ],
  },
  alerts: [
    { name: 'DiskFull', labels: { severity: 'critical', team: 'ops' }, message: 'disk 97%' },
    { name: 'HighLatency', labels: { severity: 'warning' }, message: 'p99 2s' },
  ],
  labels: { b: '2', a: '1' },
  'dash-key': 'x',
};

describe('Go template evaluator', () => {
  it.each([
    // fields and printing
    ['{{.code}}', '200'],
    ['{{ .json.status }}', 'degraded'],
    ['{{ .missing }}', '<no value>'],
    ['{{ .missing.deeper }}', '<no value>'],
    ['{{ .ok }} {{ .zero }}', 'true 0'],
    ['{{ .labels }}', 'map[a:1 b:2]'],
    ['{{ (index .json.items 0) }}', 'map[name:db up:true]'],
    ['{{ index . "dash-key" }}', 'x'],
    ['plain text', 'plain text'],
    // if / else if / else, truthiness
    ['{{ if eq .code 200 }}up{{ else }}down{{ end }}', 'up'],
    ['{{ if eq .code 500 }}a{{ else if eq .code 200 }}b{{ else }}c{{ end }}', 'b'],
    ['{{ if eq .code 500 }}a{{ else if eq .code 404 }}b{{ else }}c{{ end }}', 'c'],
    ['{{ if .empty }}y{{ else }}n{{ end }}{{ if .zero }}y{{ else }}n{{ end }}{{ if .json.items }}y{{ end }}', 'nny'],
    ['{{ if and .ok (gt .code 199) (lt .code 300) }}2xx{{ end }}', '2xx'],
    ['{{ if or .empty .zero }}y{{ else }}n{{ end }}', 'n'],
    ['{{ if not .ok }}y{{ else }}n{{ end }}', 'n'],
    ['{{ if eq .name "web" "api" }}one of{{ end }}', 'one of'],
    ['{{ if ne .name "web" }}ne{{ end }}{{ if ge .code 200 }}ge{{ end }}{{ if le .code 100 }}le{{ end }}', 'nege'],
    // range, with $ and variables, break / continue, else
    ['{{ range .alerts }}{{ .name }}={{ .labels.severity }};{{ end }}', 'DiskFull=critical;HighLatency=warning;'],
    ['{{ range $i, $a := .alerts }}{{ $i }}:{{ $a.name }}/{{ $.name }} {{ end }}', '0:DiskFull/api 1:HighLatency/api '],
    ['{{ range $k, $v := .labels }}{{ $k }}={{ $v }},{{ end }}', 'a=1,b=2,'],
    ['{{ range .nothing }}x{{ else }}no alerts{{ end }}', 'no alerts'],
    ['{{ range .json.items }}{{ if not .up }}{{ continue }}{{ end }}{{ .name }} {{ end }}', 'db queue '],
    ['{{ range .json.items }}{{ if not .up }}{{ break }}{{ end }}{{ .name }}{{ end }}', 'db'],
    ['{{ range 3 }}{{ . }}{{ end }}', '012'],
    ['{{ $n := 0 }}{{ range .json.items }}{{ if .up }}{{ $n = 1 }}{{ end }}{{ end }}{{ $n }}', '1'],
    ['{{ $s := .json.status }}{{ $s }}', 'degraded'],
    // with
    ['{{ with .json }}{{ .status }}{{ end }}', 'degraded'],
    ['{{ with .missing }}x{{ else }}none{{ end }}', 'none'],
    ['{{ with .missing }}x{{ else with .json }}{{ .status }}{{ end }}', 'degraded'],
    // pipelines and functions
    ['{{ len .alerts }}', '2'],
    ['{{ .alerts | len }}', '2'],
    ['{{ .json.items | len | printf "%d items" }}', '3 items'],
    ['{{ printf "%s is %d (%.1f%%)" .name .code 99.56 }}', 'api is 200 (99.6%)'],
    ['{{ printf "%q %v %t %5s|%-4d|%03d" "x" .labels true "ab" 7 5 }}', '"x" map[a:1 b:2] true    ab|7   |005'],
    ['{{ index .alerts 1 "labels" "severity" }}', 'warning'],
    ['{{ (index .alerts 0).message }}', 'disk 97%'],
    ['{{ print "a" 1 2 "b" }}', 'a1 2b'],
    ['{{ slice .name 1 }}', 'pi'],
    ['{{ toJSON .labels }}', '{"b":"2","a":"1"}'],
    ['{{ .name | upper }} {{ default "none" .empty }} {{ "a,b" | split "," | join "+" }}', 'API none a+b'],
    ['{{ if .name | hasPrefix "ap" }}yes{{ end }}', 'yes'],
    // whitespace trimming and comments
    ['a  {{- .code -}}  b', 'a200b'],
    ['{{- range .alerts }}\n  {{ .name }}\n{{- end }}', '\n  DiskFull\n  HighLatency'],
    ['x{{/* a comment */}}y {{- /* trimmed */ -}} z', 'xyz'],
    ['{{ -1 }} {{ 3 }}', '-1 3'],
  ])('%s', (template, expected) => {
    expect(renderGoTemplate(template, data)).toBe(expected);
  });

  it.each([
    ['{{ .code ', /unclosed action/],
    ['{{ if .ok }}x', /unexpected EOF/],
    ['{{ end }}', /unexpected \{\{end\}\}/],
    ['{{ nope .code }}', /function "nope" not defined/],
    ['{{ .code 1 }}', /can't give argument to non-function/],
    ['{{ $x }}', /undefined variable: \$x/],
    ['{{ lt .code "a" }}', /incompatible types/],
    ['{{ index .alerts 5 }}', /index out of range/],
    ['{{ len .code }}', /len of number/],
    ['{{ break }}', /outside \{\{range\}\}/],
    ['{{ template "x" }}', /not supported/],
    ['{{ .json.items.name }}', /can't evaluate field name in type slice/],
  ])('rejects %s', (template, message) => {
    expect(() => renderGoTemplate(template, data)).toThrow(GoTemplateError);
    expect(() => renderGoTemplate(template, data)).toThrow(message);
  });

  it('reads own fields only, never a prototype member', () => {
    expect(renderGoTemplate('{{ .constructor }}{{ .toString }}{{ .__proto__ }}', {})).toBe(
      '<no value><no value><no value>',
    );
  });

  it('stops runaway output from nested ranges', () => {
    const big = { xs: Array.from({ length: 2_000 }, (_, i) => i) };
    expect(() => renderGoTemplate('{{ range .xs }}{{ range $.xs }}{{ . }}{{ end }}{{ end }}', big)).toThrow(
      /too many steps|output over/,
    );
  });

  it('formats like Go fmt for missing and extra arguments', () => {
    expect(sprintf('%s and %s', ['a'])).toBe('a and %!s(MISSING)');
    expect(sprintf('%d', [1, 2])).toBe('1%!(EXTRA 2)');
    expect(sprintf('%x %X', [255, 'hi'])).toBe('ff 6869');
  });
});
