import { inflateSync } from 'node:zlib';

// Windows-1252's 0x80–0x9F (the standard PDF fonts' WinAnsiEncoding); the rest is Latin-1.
const cp1252: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š',
  0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—',
  0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

function decodeWinAnsi(bytes: number[]): string {
  return bytes.map((byte) => cp1252[byte] ?? String.fromCharCode(byte)).join('');
}

function hexBytes(hex: string): number[] {
  const clean = hex.replace(/\s+/g, '');
  const padded = clean.length % 2 === 0 ? clean : `${clean}0`;
  const bytes: number[] = [];
  for (let index = 0; index < padded.length; index += 2) bytes.push(parseInt(padded.slice(index, index + 2), 16));
  return bytes;
}

function literalBytes(literal: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < literal.length; index += 1) {
    const char = literal[index] ?? '';
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const next = literal[index + 1] ?? '';
    const octal = /^[0-7]{1,3}/.exec(literal.slice(index + 1))?.[0];
    if (octal) {
      bytes.push(parseInt(octal, 8));
      index += octal.length;
    } else {
      bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0));
      index += 1;
    }
  }
  return bytes;
}

/** The content streams of a PDF, inflated where they are compressed. */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    const dictionary = match[1] ?? '';
    streams.push(dictionary.includes('/FlateDecode') ? inflateSync(raw).toString('latin1') : raw.toString('latin1'));
  }
  return streams;
}

/**
 * The text lines of a PDF written with the standard fonts (as the invoice is): one entry per
 * text object (BT … ET), in the order they are drawn. Enough to read what the invoice says
 * without a PDF tool on the machine.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const block of stream.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      const body = block[1] ?? '';
      const bytes: number[] = [];
      for (const piece of body.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
        bytes.push(...(piece[1] !== undefined ? hexBytes(piece[1]) : literalBytes(piece[2] ?? '')));
      }
      lines.push(decodeWinAnsi(bytes).replace(/[\u00a0\u202f]/g, ' '));
    }
  }
  return lines;
}

/** Spaces as a reader sees them: no-break and narrow spaces (Intl's) are plain ones. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f\u2009]/g, ' ');
}
