import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { unzipToMap } from '@glyco/testing/unzip';
import { zipStream } from './zip';

async function bytesOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('zipStream', () => {
  it('zips each file under its name, in order', async () => {
    const zip = zipStream(
      [
        { name: 'README.md', content: async function* () { yield '# Hello\n'; } },
        { name: 'a.json', content: async function* () { yield '[1,'; yield Buffer.from('2]'); } },
      ],
      new Date('2024-03-08T12:00:00.000Z'),
    );
    const files = await unzipToMap(await bytesOf(zip));
    expect([...files].map(([name, content]) => [name, content.toString('utf8')])).toEqual([['README.md', '# Hello\n'], ['a.json', '[1,2]']]);
  });

  it('ends the file being read when the reader goes away, so its connection is given back', async () => {
    const ended: string[] = [];
    const endless = (name: string) => ({
      name,
      content: async function* () {
        try {
          for (;;) yield randomBytes(64 * 1024);
        } finally {
          ended.push(name);
        }
      },
    });
    const zip = zipStream([endless('first.bin'), endless('second.bin')], new Date());
    for await (const chunk of zip) if (chunk) break;
    await vi.waitFor(() => expect(ended).toEqual(['first.bin']));
  });
});
