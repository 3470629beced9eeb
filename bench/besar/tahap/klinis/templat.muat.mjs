// The templates (asesmen.templat.mjs, templat.mjs) into the temporary tables the batches join, and
// the check that every item they charge has a price.
import { templatAsesmen } from './asesmen.templat.mjs';
import { LAB } from './pengetahuan.mjs';
import { isiTabel, satu } from './siapkan.mjs';
import { templatLab, templatRadiologi, templatRanap } from './templat.mjs';

export async function muatTemplat(client, domain, judul, dx) {
  const as = templatAsesmen(domain, judul).map((a, i) => ({ ...a, id: i + 1 }));
  await isiTabel(
    client,
    'h1b_t_as',
    {
      id: 'int',
      poli: 'text',
      dx: 'int',
      anak: 'boolean',
      varian: 'int',
      sisi: 'text',
      jenis: 'text',
      isi: 'jsonb',
      ringkasan: 'text',
    },
    as,
  );
  const tes = new Map((await satu(client, 'SELECT * FROM pemeriksaan_lab')).map((r) => [r.kode, r]));
  const paket = new Map(
    (
      await satu(
        client,
        `SELECT p.uid, p.kode, p.nama, array_agg(l.kode ORDER BY i.urutan) AS tes FROM paket_lab p
         JOIN paket_lab_item i ON i.paket_uid = p.uid JOIN pemeriksaan_lab l ON l.uid = i.pemeriksaan_uid GROUP BY p.uid`,
      )
    ).map((r) => [r.kode, r]),
  );
  const rentang = new Map();
  for (const r of await satu(client, 'SELECT * FROM nilai_rujukan_lab ORDER BY urutan')) {
    for (const k of ['nilai_min', 'nilai_maks', 'kritis_min', 'kritis_maks'])
      r[k] = r[k] === null ? null : Number(r[k]);
    if (!rentang.has(r.pemeriksaan_uid)) rentang.set(r.pemeriksaan_uid, []);
    rentang.get(r.pemeriksaan_uid).push(r);
  }
  const lab = templatLab(domain, { tes, paket, rentang });
  await isiTabel(
    client,
    'h1b_t_item',
    { templat: 'text', posisi: 'int', jenis_item: 'text', item_uid: 'uuid', nama: 'text' },
    lab.item,
  );
  await isiTabel(
    client,
    'h1b_t_baris',
    {
      templat: 'text',
      jk: 'text',
      band: 'int',
      varian: 'int',
      posisi: 'int',
      item_posisi: 'int',
      pemeriksaan_uid: 'uuid',
      paket: 'text',
      kode: 'text',
      nama: 'text',
      kelompok: 'text',
      spesimen: 'text',
      metode: 'text',
      satuan: 'text',
      jenis_hasil: 'text',
      desimal: 'int',
      pilihan: 'jsonb',
      nilai_min: 'numeric',
      nilai_maks: 'numeric',
      kritis_min: 'numeric',
      kritis_maks: 'numeric',
      rujukan: 'text',
      nilai: 'text',
      nilai_angka: 'numeric',
      flag: 'text',
    },
    lab.baris,
  );
  await isiTabel(
    client,
    'h1b_t_lembar',
    {
      templat: 'text',
      jk: 'text',
      band: 'int',
      varian: 'int',
      spesimen: 'text',
      ringkas: 'text',
      hasil: 'jsonb',
    },
    lab.lembar,
  );
  await isiTabel(
    client,
    'h1b_t_lab',
    { templat: 'text', nama: 'text', n_item: 'int' },
    Object.keys(LAB).map((t) => {
      const xs = lab.item.filter((i) => i.templat === t);
      return { templat: t, nama: xs.map((i) => i.nama).join(', '), n_item: xs.length };
    }),
  );
  const rad = templatRadiologi();
  const radUid = new Map(
    (await satu(client, 'SELECT uid, kode, nama FROM pemeriksaan_radiologi')).map((r) => [r.kode, r]),
  );
  for (const d of dx)
    if (d.rad && !radUid.has(d.rad)) throw new Error(`klinis: pemeriksaan radiologi ${d.rad} tidak ada`);
  await isiTabel(
    client,
    'h1b_t_rad',
    {
      kode: 'text',
      varian: 'int',
      n_varian: 'int',
      item_uid: 'uuid',
      nama: 'text',
      temuan: 'text',
      kesan: 'text',
    },
    rad.map((r) => ({
      ...r,
      n_varian: rad.filter((x) => x.kode === r.kode).length,
      item_uid: radUid.get(r.kode)?.uid,
      nama: radUid.get(r.kode)?.nama,
    })),
  );
  const ranap = templatRanap(domain, judul);
  await isiTabel(
    client,
    'h1b_t_cppt',
    {
      dx: 'int',
      varian: 'int',
      profesi: 'text',
      subjektif: 'text',
      objektif: 'text',
      asesmen: 'text',
      plan: 'text',
      instruksi: 'text',
      ringkas: 'text',
    },
    ranap.cppt,
  );
  await isiTabel(
    client,
    'h1b_t_obs',
    {
      dx: 'int',
      varian: 'int',
      suhu: 'numeric',
      nadi: 'int',
      napas: 'int',
      sistol: 'int',
      diastol: 'int',
      spo2: 'int',
      oksigen: 'boolean',
      skala_nyeri: 'int',
      kesadaran: 'text',
      intake_ml: 'int',
      output_ml: 'int',
      news2: 'int',
      ringkas: 'text',
    },
    ranap.obs,
  );
  // Every charged item must have a price for every payer at the classes it is used in.
  const [tanpa] = await satu(
    client,
    `SELECT t.kode FROM h1b_tin t WHERE NOT EXISTS (SELECT 1 FROM h1b_harga h WHERE h.item_uid = t.uid
       AND h.kelas = CASE WHEN t.grup = 'RANAP' OR t.dx IN (SELECT id FROM h1b_dx WHERE grup = 'RANAP') THEN 'KELAS_3' ELSE 'RAWAT_JALAN' END)
     UNION ALL SELECT nama FROM h1b_t_item i WHERE NOT EXISTS (SELECT 1 FROM h1b_harga h WHERE h.item_uid = i.item_uid AND h.kelas = 'RAWAT_JALAN')
     LIMIT 1`,
  );
  if (tanpa) throw new Error(`klinis: tarif ${tanpa.kode} belum diatur`);
}
