import type { CodeSample } from './samples';
import { isHmac, type SignatureModel } from './signature';

/** `SHA-256`, `HMAC-SHA256` -> `sha256`: the digest name Node, PHP and Python share. */
function digestName(algorithm: string): string {
  return algorithm.replace(/^HMAC-?/i, '').replace(/-/g, '').toLowerCase();
}

const jsPath = (path: string) => `payload${path.split('.').map((key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`)).join('')}`;
const phpPath = (path: string) => `$payload${path.split('.').map((key) => `['${key.replace(/'/g, "\\'")}']`).join('')}`;
const pythonPath = (path: string) => `payload${path.split('.').map((key) => `[${JSON.stringify(key)}]`).join('')}`;

/** A header name as PHP's `$_SERVER` spells it. */
const phpHeader = (name: string) => `HTTP_${name.toUpperCase().replace(/-/g, '_')}`;

/**
 * How a receiver checks a webhook's signature in JavaScript (Node), PHP and Python, starting from
 * `body`, the raw text of the notification (and `secretKey`, the site's secret): the payload's
 * values concatenated in the stated order, hashed with the secret (or keyed with it), compared in
 * constant time with what came in the body field or header.
 */
export function signatureSamples(signature: SignatureModel): CodeSample[] {
  const [algorithm] = signature.algorithms;
  const digest = digestName(algorithm);
  const hmac = isHmac(algorithm);
  const base64 = signature.encoding === 'base64';
  const fromHeader = signature.in === 'header';

  const jsParts = hmac ? signature.fields.map(jsPath) : [...signature.fields.map(jsPath), signature.secret];
  const jsHash = hmac ? `createHmac('${digest}', ${signature.secret})` : `createHash('${digest}')`;
  const js = [
    `import { ${hmac ? 'createHmac' : 'createHash'}, timingSafeEqual } from 'node:crypto';`,
    '',
    'const payload = JSON.parse(body);',
    `const received = ${fromHeader ? `request.headers[${JSON.stringify(signature.name.toLowerCase())}]` : jsPath(signature.name)};`,
    `const expected = ${jsHash}`,
    `  .update([${jsParts.join(', ')}].join(''))`,
    `  .digest('${base64 ? 'base64' : 'hex'}');`,
    'const valid = typeof received === \'string\' && received.length === expected.length && timingSafeEqual(Buffer.from(received), Buffer.from(expected));',
  ].join('\n');

  const phpData = signature.fields.map(phpPath).join(' . ');
  const phpSecret = `$${signature.secret}`;
  const phpRaw = base64 ? ', true' : '';
  const phpExpected = hmac ? `hash_hmac('${digest}', ${phpData}, ${phpSecret}${phpRaw})` : `hash('${digest}', ${phpData} . ${phpSecret}${phpRaw})`;
  const php = [
    '<?php',
    '',
    '$payload = json_decode($body, true);',
    `$received = ${fromHeader ? `$_SERVER['${phpHeader(signature.name)}'] ?? ''` : phpPath(signature.name)};`,
    `$expected = ${base64 ? `base64_encode(${phpExpected})` : phpExpected};`,
    '$valid = hash_equals($expected, $received);',
  ].join('\n');

  const pythonData = `"".join(str(value) for value in [${(hmac ? signature.fields.map(pythonPath) : [...signature.fields.map(pythonPath), signature.secret]).join(', ')}])`;
  const pythonDigest = hmac ? `hmac.new(${signature.secret}.encode(), data.encode(), hashlib.${digest})` : `hashlib.${digest}(data.encode())`;
  const python = [
    base64 ? 'import base64\nimport hashlib\nimport hmac\nimport json' : 'import hashlib\nimport hmac\nimport json',
    '',
    'payload = json.loads(body)',
    `received = ${fromHeader ? `request.headers[${JSON.stringify(signature.name)}]` : pythonPath(signature.name)}`,
    `data = ${pythonData}`,
    `expected = ${base64 ? `base64.b64encode(${pythonDigest}.digest()).decode()` : `${pythonDigest}.hexdigest()`}`,
    'valid = hmac.compare_digest(expected, received)',
  ].join('\n');

  return [
    { label: 'JavaScript', language: 'js', code: js },
    { label: 'PHP', language: 'php', code: php },
    { label: 'Python', language: 'python', code: python },
  ];
}
