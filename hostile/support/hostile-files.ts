import { crc32, deflateRawSync } from 'node:zlib';
import { ACCOUNT_EXPORT_JSON_FILES } from '@glyco/contracts';

interface ZipEntry {
  name: string;
  content: Buffer;
}

const DOS_DATE_1980_01_01 = 0x21;

/** A zip of deflated entries, written by hand so a test controls every size field. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = deflateRawSync(entry.content, { level: 9 });
    const crc = crc32(entry.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(DOS_DATE_1980_01_01, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(entry.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(DOS_DATE_1980_01_01, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(entry.content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Glyco export zip whose readings file inflates to `inflatedBytes` of `{},` (valid JSON: an array of empty objects). */
export function glycoExportZipBomb(inflatedBytes: number): Buffer {
  const readings = Buffer.alloc(inflatedBytes, '{},');
  readings[0] = '['.charCodeAt(0);
  readings.write('{}]', inflatedBytes - 3);
  return zipOf([
    { name: ACCOUNT_EXPORT_JSON_FILES.readings.name, content: readings },
    { name: ACCOUNT_EXPORT_JSON_FILES.meals.name, content: Buffer.from('[]') },
    { name: ACCOUNT_EXPORT_JSON_FILES.doses.name, content: Buffer.from('[]') },
  ]);
}

const FIVE_MINUTES = 5 * 60_000;

/** One xDrip-like sensor entry of Nightscout's entries collection, as mongoexport or /api/v1/entries gives it. */
function sensorEntry(index: number, start: number): string {
  const date = start + index * FIVE_MINUTES;
  // 70 to 176 mg/dL: inside every sensor's range, so no entry is refused.
  const sgv = 120 + Math.round(50 * Math.sin(index / 20)) + (index % 7);
  return JSON.stringify({
    _id: (0x10000000 + index).toString(16).padStart(24, '0'),
    device: 'xDrip-DexcomG6',
    date,
    dateString: new Date(date).toISOString(),
    sgv,
    delta: 1.5,
    direction: 'Flat',
    type: 'sgv',
    filtered: 0,
    unfiltered: 0,
    rssi: 100,
    noise: 1,
    sysTime: new Date(date).toISOString(),
    utcOffset: 0,
  });
}

/** A Nightscout entries export of about `bytes` bytes, 5-minute sensor readings from `start` on. */
export function nightscoutEntries(bytes: number, start = Date.UTC(2023, 0, 1)): { text: string; readings: number } {
  const parts: string[] = [];
  let size = 2;
  while (size < bytes) {
    const entry = sensorEntry(parts.length, start);
    parts.push(entry);
    size += entry.length + 1;
  }
  return { text: `[${parts.join(',')}]`, readings: parts.length };
}

/** `depth` levels of `{"key": ...}` around `inner`, as text (no parser is needed to build it). */
export function nestedText(key: string, depth: number, inner: string): string {
  return `${`{${JSON.stringify(key)}:`.repeat(depth)}${inner}${'}'.repeat(depth)}`;
}
