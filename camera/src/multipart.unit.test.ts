import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeJpeg, MultipartJpegParser } from './multipart.ts';

const jpeg = (n: number, fill = 7) =>
  Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.alloc(n, fill), Buffer.from([0xff, 0xd9])]);
const hex = (b: Buffer) => b.toString('hex');
const part = (body: Buffer, boundary = 'ffmpeg') =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-type: image/jpeg\r\nContent-length: ${body.length}\r\n\r\n`),
    body,
    Buffer.from('\r\n'),
  ]);

describe('multipart JPEG parser', () => {
  it('takes each frame by its Content-Length, whatever the chunking', () => {
    const frames = [jpeg(10, 1), jpeg(3000, 2), jpeg(1, 3)];
    const stream = Buffer.concat(frames.map((f) => part(f)));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: stream.length }), { maxLength: 20 }), (cuts) => {
        const parser = new MultipartJpegParser();
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const out: Buffer[] = [];
        let from = 0;
        for (const p of [...points, stream.length]) {
          out.push(...parser.push(stream.subarray(from, p)));
          from = p;
        }
        // Compared as hex: deep equality of Buffers goes byte by byte and is slow.
        expect(out.map(hex)).toEqual(frames.map(hex));
      }),
    );
  });

  it('keeps a frame whole when it holds bytes that look like a boundary or an end marker', () => {
    const tricky = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      Buffer.from('\r\n--ffmpeg\r\n\r\n\xff\xd9'),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(new MultipartJpegParser().push(Buffer.concat([part(tricky), part(jpeg(4))]))).toEqual([
      tricky,
      jpeg(4),
    ]);
  });

  it('skips a part without a length and garbage before a boundary, and goes on', () => {
    const parser = new MultipartJpegParser();
    const noLength = Buffer.from('--ffmpeg\r\nContent-type: image/jpeg\r\n\r\n');
    const frames = parser.push(Buffer.concat([Buffer.from('garbage'), noLength, part(jpeg(5))]));
    expect(frames).toEqual([jpeg(5)]);
    expect(parser.skipped).toBe(1);
  });

  it('drops a part larger than any camera frame without holding it', () => {
    const parser = new MultipartJpegParser();
    const header = Buffer.from('--x\r\nContent-Length: 999999999\r\n\r\n');
    expect(parser.push(Buffer.concat([header, Buffer.alloc(1000)]))).toEqual([]);
    expect(parser.skipped).toBe(1);
  });

  it('tells a JPEG by its start and end markers', () => {
    expect(looksLikeJpeg(jpeg(10))).toBe(true);
    expect(looksLikeJpeg(Buffer.from('not a jpeg'))).toBe(false);
  });
});
