/**
 * Splits a multipart JPEG stream (`multipart/x-mixed-replace`, what ffmpeg's `mpjpeg` muxer and
 * MJPEG cameras send) into its frames. Each part must carry a Content-Length, which ffmpeg always
 * writes; the JPEG is taken by length, not by searching for its end marker (a JPEG may hold an
 * embedded thumbnail with its own). A part without a usable length is skipped, and garbage is
 * skipped up to the next part, so one bad part costs one frame.
 */
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 4096;
const MAX_FRAME_BYTES = 16 * 1024 * 1024;

export class MultipartJpegParser {
  private head: Buffer = Buffer.alloc(0);
  /** Bytes of the current part's body still to come, with what came so far. */
  private body: { need: number; parts: Buffer[]; have: number; keep: boolean } | null = null;
  /** Parts that could not be framed (no length, too large, oversized headers). */
  skipped = 0;

  /** Feeds bytes in; returns the frames completed by them, in order. */
  push(chunk: Buffer): Buffer[] {
    const frames: Buffer[] = [];
    let rest: Buffer | null = chunk;
    while (rest && rest.length > 0) {
      rest = this.body ? this.readBody(rest, frames) : this.readHead(rest);
    }
    return frames;
  }

  private readBody(chunk: Buffer, frames: Buffer[]): Buffer | null {
    const body = this.body!;
    const take = Math.min(body.need - body.have, chunk.length);
    if (body.keep) body.parts.push(chunk.subarray(0, take));
    body.have += take;
    if (body.have === body.need) {
      if (body.keep)
        frames.push(body.parts.length === 1 ? Buffer.from(body.parts[0]!) : Buffer.concat(body.parts));
      this.body = null;
    }
    return chunk.subarray(take);
  }

  private readHead(chunk: Buffer): Buffer | null {
    this.head = this.head.length === 0 ? chunk : Buffer.concat([this.head, chunk]);
    const start = this.head.indexOf('--');
    if (start < 0) {
      // No boundary yet: keep only a trailing '-' that may begin one.
      this.head = this.head.subarray(this.head.length - 1);
      return null;
    }
    const end = this.head.indexOf(HEADER_END, start);
    if (end < 0) {
      if (this.head.length - start > MAX_HEADER_BYTES) {
        this.skipped++;
        this.head = Buffer.alloc(0);
      } else {
        this.head = this.head.subarray(start);
      }
      return null;
    }
    const headers = this.head.subarray(start, end).toString('latin1');
    const rest = this.head.subarray(end + HEADER_END.length);
    this.head = Buffer.alloc(0);
    const m = /\r\ncontent-length:\s*(\d+)\s*(\r\n|$)/i.exec(headers);
    const need = m ? Number(m[1]) : Number.NaN;
    if (!Number.isSafeInteger(need) || need <= 0) {
      this.skipped++;
      return rest;
    }
    const keep = need <= MAX_FRAME_BYTES;
    if (!keep) this.skipped++;
    this.body = { need, parts: [], have: 0, keep };
    return rest;
  }
}

/** A JPEG starts with SOI (FF D8) and ends with EOI (FF D9). */
export function looksLikeJpeg(b: Buffer): boolean {
  return b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b.at(-2) === 0xff && b.at(-1) === 0xd9;
}
