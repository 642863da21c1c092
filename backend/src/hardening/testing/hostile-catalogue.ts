import { bombDocx, dimensionBombs } from './hostile-files.js';

/** One hostile request: a body (JSON value, raw bytes, or multipart), a query, an id for `:params`. */
export interface HostileCase {
  name: string;
  /** JSON-serialisable body, raw bytes/string sent as application/json, or a multipart form. */
  body?: { json: unknown } | { raw: string | Uint8Array } | { form: () => FormData } | { multipart: () => RawMultipart };
  query?: string;
  /** Replaces every `:param` of the path; a random UUID when absent. */
  id?: string;
}

/** A multipart body written byte by byte (FormData would encode every text as valid UTF-8). */
export interface RawMultipart {
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Text fields as the given bytes, then an optional file part, named by `filename="name"` or, with
 * `disposition`, by those exact parameters (`filename*=UTF-8''a%00b.txt`).
 */
export function rawMultipart(
  fields: Array<[name: string, value: string | Uint8Array]>,
  file?: { name: string; bytes: Uint8Array | string; disposition?: string },
): RawMultipart {
  const boundary = '----kb-hostile-boundary-7e1f';
  const parts: Uint8Array[] = [];
  const text = (s: string) => new TextEncoder().encode(s);
  for (const [name, value] of fields) {
    parts.push(
      text(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      typeof value === 'string' ? text(value) : value,
      text('\r\n'),
    );
  }
  if (file) {
    parts.push(
      text(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${file.disposition ?? `filename="${file.name}"`}\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    parts.push(typeof file.bytes === 'string' ? text(file.bytes) : file.bytes, text('\r\n'));
  }
  parts.push(text(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, bytes: Buffer.concat(parts) };
}

/** Bytes that are not UTF-8 between two words: a lone continuation byte, a truncated sequence, 0xFF. */
export const NOT_UTF8 = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0xc3, 0x28, 0xff, 0x20, 0x6f, 0x6b]);

/** Field names the product's request shapes use; unknown ones are stripped, so naming extras costs nothing. */
const FIELDS = [
  'title',
  'content',
  'category',
  'status',
  'message',
  'conversationId',
  'id',
  'newConversationId',
  'username',
  'password',
  'name',
  'role',
  'model',
  'maxTokens',
  'temperature',
  'timeout',
  'rating',
  'comment',
  'feedback',
  'language',
  'version',
  'description',
  'isKnowledgeSource',
  'since',
  'limit',
  'cursor',
  'page',
  'query',
  'search',
];
const every = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const MB = 1024 * 1024;
const file =
  (name: string, bytes: Uint8Array | string, type = 'application/octet-stream') =>
  () => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    form.append('title', 'x\u0000');
    return form;
  };

/** A form holding the file alone: nothing else in it for a gate to refuse first. */
export const fileOnly = (name: string, bytes: Uint8Array, type: string) => () => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
};

/** Cases for any route with a body (POST, PUT, PATCH, DELETE). */
export const BODY_CASES: HostileCase[] = [
  { name: 'nesting 3,000 deep', body: { raw: `{"title":${deep(3000)}}` } },
  { name: 'nesting 100,000 deep', body: { raw: '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000) } },
  { name: 'NUL in every field', body: { json: every('a\u0000b') } },
  { name: 'lone surrogates in every field', body: { raw: JSON.stringify(every('x')).replace(/"x"/g, '"\\ud800"') } },
  { name: 'NUL in a key', body: { raw: '{"title\\u0000":"x","content":"y"}' } },
  { name: '1 MB strings', body: { json: { title: 'x'.repeat(MB / 2), content: 'y'.repeat(MB / 2), message: 'z'.repeat(MB / 4) } } },
  { name: '10 MB body', body: { json: { content: 'x'.repeat(10 * MB) } } },
  { name: 'null in every field', body: { json: every(null) } },
  { name: 'booleans in every field', body: { json: every(true) } },
  { name: 'numbers in every field', body: { json: every(1e308) } },
  { name: 'objects in every field', body: { json: every({ $gt: '' }) } },
  { name: 'arrays in every field', body: { json: every(['a', 'b']) } },
  { name: 'array for the body', body: { json: [every('x')] } },
  { name: 'empty strings', body: { json: every('') } },
  {
    name: 'out-of-range dates and paging',
    body: { json: { since: '+275760-09-13T00:00:00.001Z', limit: -1, page: 1e21, version: -5, rating: 1e9 } },
  },
  { name: 'invalid UTF-8', body: { raw: new Uint8Array([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]) } },
  { name: 'not JSON', body: { raw: '{"title": ' } },
  { name: 'multipart where JSON is expected', body: { form: file('a.txt', 'hello', 'text/plain') } },
];

/** Query strings for every route; GET routes get them all, others one each. */
export const QUERY_CASES: HostileCase[] = [
  { name: 'paging out of range', query: 'limit=-1&page=0&offset=-5' },
  { name: 'paging huge', query: 'limit=99999999999999999999&page=1e309' },
  { name: 'paging not numbers', query: 'limit=abc&page=NaN&cursor=%00' },
  { name: 'dates out of range', query: 'since=%2B275760-09-13T00%3A00%3A00.001Z&from=0000-00-00&to=9999-99-99' },
  { name: 'NUL and lone surrogate in the query', query: 'search=%00&query=%ED%A0%80&category=%00&status=%00' },
  { name: 'repeated parameters', query: 'search=a&search=b&limit=1&limit=2&status=active&status=all&cursor=a&cursor=b' },
  // A 1 MB URL never reaches the app: Node's parser answers 431 past 16 KB of headers.
  { name: '12 KB query value', query: `search=${'a'.repeat(12 * 1024)}` },
];

/** Ids for `:params`: none of them is a record. */
export const ID_CASES: HostileCase[] = [
  { name: 'id %00', id: '%00' },
  { name: 'id with a lone surrogate', id: '%ED%A0%80' },
  { name: 'id that is not UTF-8', id: '%C3%28' },
  { name: 'id not a UUID', id: 'not-a-uuid' },
  { name: 'id 300 characters', id: 'a'.repeat(300) },
  { name: 'id with a newline', id: 'abc%0Adef' },
  { name: 'id with SQL', id: "1'%20OR%20'1'%3D'1" },
  { name: 'id of a dotted path', id: '..%2F..%2Fetc%2Fpasswd' },
];

/** A text file whose RFC 5987 name holds a NUL (`filename*=UTF-8''a%00b.txt`), with a message and a language, as the public chat takes them. */
export const FILENAME_STAR_NUL: HostileCase = {
  name: "multipart: filename*=UTF-8''a%00b.txt",
  body: {
    multipart: () =>
      rawMultipart(
        [
          ['message', 'What does it say?'],
          ['language', 'en'],
        ],
        { name: 'a.txt', bytes: 'Leave is 30 days.', disposition: "filename*=UTF-8''a%00b.txt" },
      ),
  },
};

/** Lying and hostile files for upload routes (multipart field `file`). */
export function uploadCases(): HostileCase[] {
  const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';
  return [
    { name: 'HTML named .pdf', body: { form: file('invoice.pdf', html, 'application/pdf') } },
    { name: 'HTML named .docx', body: { form: file('policy.docx', html) } },
    { name: 'zip bomb .docx (50 MB document.xml)', body: { form: file('bomb.docx', bombDocx(50 * MB)) } },
    { name: 'zip bomb .docx whose headers lie', body: { form: file('lying.docx', bombDocx(50 * MB, true)) } },
    { name: '6 MB file', body: { form: file('big.txt', new Uint8Array(6 * MB).fill(97), 'text/plain') } },
    { name: 'file name with NUL and a path', body: { form: file('../../etc/passwd\u0000.txt', 'hello') } },
    { name: 'empty file', body: { form: file('empty.txt', '') } },
    // Multipart text fields go through the same gate as JSON, once the multipart parser filled the body.
    {
      name: 'multipart: NUL in every text field',
      body: {
        form: () => {
          const f = new FormData();
          f.append('file', new Blob(['Leave is 30 days.'], { type: 'text/plain' }), 'note.txt');
          for (const name of FIELDS) f.append(name, 'a\u0000b');
          return f;
        },
      },
    },
    {
      name: 'multipart: invalid UTF-8 in text fields',
      body: {
        multipart: () =>
          rawMultipart(
            [
              ['message', NOT_UTF8],
              ['description', NOT_UTF8],
              ['title', NOT_UTF8],
              ['language', 'en'],
            ],
            { name: 'note.txt', bytes: 'Leave is 30 days.' },
          ),
      },
    },
    {
      name: 'multipart: lone surrogate in a text field',
      body: {
        multipart: () =>
          rawMultipart(
            [
              ['message', new Uint8Array([0xed, 0xa0, 0x80])],
              ['description', new Uint8Array([0xed, 0xa0, 0x80])],
            ],
            { name: 'note.txt', bytes: 'hello' },
          ),
      },
    },
    { name: 'multipart: text fields only, NUL in each', body: { multipart: () => rawMultipart(FIELDS.map((f) => [f, 'x\u0000'])) } },
    {
      name: 'two files',
      body: {
        form: () => {
          const f = file('a.txt', 'a')();
          f.append('file', new Blob(['b']), 'b.txt');
          return f;
        },
      },
    },
    // Issue 44: the RFC 5987 name is decoded by the parser; a NUL in it reached the event store (500).
    FILENAME_STAR_NUL,
    // Issue 44: files declaring more pixels or paper than any reader holds (a 35-byte GIF once ended the server).
    ...dimensionBombs().map((b): HostileCase => ({ name: `dimension bomb: ${b.name}`, body: { form: fileOnly(b.file, b.bytes, b.type) } })),
  ];
}
