// Command-line flags of the demo simulators (npm run sim:tilaka, npm run sim:bpjs).

/** The value after `--<nama>`, if given. */
export function argumen(nama: string): string | undefined {
  const i = process.argv.indexOf(`--${nama}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** A whole number ≥ 0 from a flag or variable, `bawaan` when empty; anything else stops the tool. */
export function bilangan(teks: string | undefined, bawaan: number, nama: string): number {
  if (teks === undefined || teks === '') return bawaan;
  const n = Number(teks);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`${nama}: '${teks}' bukan bilangan bulat tidak negatif`);
    process.exit(2);
  }
  return n;
}
