// No 0/O, 1/I/L: a code is read out and typed from paper.
export const accessCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const codeLength = 12;
const groupSize = 4;
// Bytes at or above this would favour the first letters of the alphabet.
const unbiasedLimit = 256 - (256 % accessCodeAlphabet.length);

type RandomBytes = (count: number) => Uint8Array;

const cryptoBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

/** A strong doctor access code such as 'K7QM-2XWP-9RDT': 12 characters in groups of four. */
export function generateAccessCode(randomBytes: RandomBytes = cryptoBytes): string {
  const characters: string[] = [];
  while (characters.length < codeLength) {
    for (const byte of randomBytes(codeLength * 2)) {
      if (byte < unbiasedLimit && characters.length < codeLength) characters.push(accessCodeAlphabet[byte % accessCodeAlphabet.length]!);
    }
  }
  const groups = Array.from({ length: codeLength / groupSize }, (_, index) => characters.slice(index * groupSize, (index + 1) * groupSize).join(''));
  return groups.join('-');
}
