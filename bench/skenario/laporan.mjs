// The scenario's report: one table per step and one per role, as bench/skenario/README.md reads them.
const angka = (x) => (x === null || x === undefined ? '-' : String(x));

/** Per role: staff, steps, errors and the slowest step's p95 against its budget. */
export function ringkasPeran(langkah, daftarPeran) {
  const staf = new Map();
  for (const d of daftarPeran) staf.set(d.peran, (staf.get(d.peran) ?? 0) + d.jumlah);
  const per = new Map();
  for (const l of langkah) {
    const p = per.get(l.peran) ?? {
      peran: l.peran,
      staf: staf.get(l.peran) ?? 0,
      n: 0,
      galat: 0,
      langkahGagal: [],
    };
    p.n += l.n;
    p.galat += l.galat;
    if (!l.ok) p.langkahGagal.push(l.langkah);
    per.set(l.peran, p);
  }
  return [...per.values()].map((p) => ({ ...p, ok: p.langkahGagal.length === 0 }));
}

function tabel(baris, kolom) {
  const lebar = kolom.map((k) => Math.max(k.judul.length, ...baris.map((b) => String(k.nilai(b)).length)));
  const garis = (isi) =>
    isi.map((s, i) => (kolom[i].kanan ? s.padStart(lebar[i]) : s.padEnd(lebar[i]))).join('  ');
  console.log(garis(kolom.map((k) => k.judul)));
  console.log(lebar.map((l) => '-'.repeat(l)).join('  '));
  for (const b of baris) console.log(garis(kolom.map((k) => String(k.nilai(b)))));
}

export function cetakHasil(h) {
  console.log(`\nPer langkah (ms; anggaran = p95 maksimum; galat = jawaban non-2xx atau pengecualian)`);
  tabel(h.langkah, [
    { judul: 'peran', nilai: (l) => l.peran },
    { judul: 'langkah', nilai: (l) => l.langkah },
    { judul: 'n', nilai: (l) => l.n, kanan: true },
    { judul: 'p50', nilai: (l) => angka(l.p50), kanan: true },
    { judul: 'p95', nilai: (l) => angka(l.p95), kanan: true },
    { judul: 'p99', nilai: (l) => angka(l.p99), kanan: true },
    { judul: 'galat', nilai: (l) => l.galat, kanan: true },
    { judul: 'anggaran', nilai: (l) => l.anggaranMs, kanan: true },
    { judul: 'hasil', nilai: (l) => (l.ok ? 'OK' : 'MELEBIHI') },
  ]);
  console.log('\nPer peran');
  tabel(h.peran, [
    { judul: 'peran', nilai: (p) => p.peran },
    { judul: 'staf', nilai: (p) => p.staf, kanan: true },
    { judul: 'langkah', nilai: (p) => p.n, kanan: true },
    { judul: 'galat', nilai: (p) => p.galat, kanan: true },
    { judul: 'hasil', nilai: (p) => (p.ok ? 'OK' : `MELEBIHI (${p.langkahGagal.join(', ')})`) },
  ]);
  // The shift change as one number: every login of every role.
  const lg = h.login;
  if (lg?.n)
    console.log(
      `\nLogin semua peran: n=${lg.n}, p50 ${lg.p50}, p95 ${lg.p95}, p99 ${lg.p99} ms (anggaran 300), galat ${lg.galat}`,
    );
  for (const [nama, r] of Object.entries(h.ringkasan ?? {}))
    console.log(`Ringkasan ${nama}: ${JSON.stringify(r)}`);
  const galat = h.langkah.filter((l) => l.galat > 0);
  for (const l of galat.slice(0, 10)) {
    console.log(`\nContoh galat ${l.peran}:${l.langkah} (${l.galat}×):`);
    for (const c of l.contohGalat.slice(0, 3)) console.log(`  ${c.status ?? '-'} ${c.pesan}`);
  }
  console.log(
    `\nDurasi ${h.durasiDetik} dtk, ${h.panggilanHttp} panggilan HTTP (${h.permintaanPerDetik}/dtk); beban mulai ${h.bebanMulai[0].toFixed(2)}, akhir ${h.bebanAkhir[0].toFixed(2)}; CPU runner ${h.cpuRunnerDetik} dtk`,
  );
  if (h.bebanDiAtasBatas)
    console.log('PERINGATAN: beban saat mulai di atas 1,5; ulangi run untuk menilai anggaran.');
  console.log(
    h.lolos ? 'Semua langkah dalam anggaran, tanpa galat.' : 'Ada langkah MELEBIHI anggaran atau bergalat.',
  );
}
