import { LABEL_KELAS_NAIK_BPJS, LABEL_TUJUAN_KUNJ } from '@rawat/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { outbox } from '../../platform/outbox.tables.ts';
import { buatDokumen } from '../../platform/pdf/pdf.dokumen.ts';
import { bwip } from '../../platform/pustaka-malas.ts';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import { detailSep } from './sep.baca.ts';
import * as galat from './vclaim.errors.ts';

// GET /sep/:uid/cetak: the SEP sheet as BPJS's own print lays it out (docs/vclaim.md "Cetak SEP"):
// title, the hospital, the number with its barcode, the participant and visit in two columns,
// BPJS's two footnotes, and the patient's and BPJS officer's signature places.

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const teks = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const atau = (...v: unknown[]) => v.map(teks).find((x) => x !== '') ?? '-';

const JNS_RAWAT: Record<string, string> = { 'R.Jalan': 'Rawat Jalan', 'R.Inap': 'Rawat Inap' };
const kelas = (v: string) => (v && /^\d$/.test(v) ? `Kelas ${v}` : v);

/** The referring provider's name the desk saw when it made the SEP (kept with the insert message). */
async function namaPerujuk(db: Db, sepUid: string): Promise<string | null> {
  const rows = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.mitra, 'BPJS_VCLAIM'), like(outbox.kunci_unik, `sep:${sepUid}:insert:%`)))
    .orderBy(asc(outbox.dibuat_pada));
  const nama = rows.map((r) => teks(obj(r.payload).nama_ppk_rujukan)).filter(Boolean);
  return nama.at(-1) ?? null;
}

export async function pdfSep(db: Db, ctx: Ctx, uid: string): Promise<{ nama: string; pdf: Buffer }> {
  const s = await detailSep(db, ctx, uid);
  if (s.status !== 'TERBIT' || !s.no_sep) throw galat.belumTerbit();
  const t = s.permintaan;
  const j = obj(s.jawaban);
  const p = obj(j.peserta);
  const rujukan = obj(t.rujukan);
  const perujuk = await namaPerujuk(db, uid);
  // An inpatient SEP names no clinic and no visit purpose; it carries its SPRI and the class the
  // patient chose above the entitlement.
  const ranap = s.jns_pelayanan === '1';
  const naik = LABEL_KELAS_NAIK_BPJS[teks(obj(t.klsRawat).klsRawatNaik) as '1'];
  const kop = await kopSurat(db);
  const dok = buatDokumen({
    judul: `SEP ${s.no_sep}`,
    subjek: `Surat Eligibilitas Peserta ${s.pasien.nama}`,
    kertas: 'A4',
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  const { doc } = dok;
  const atas = doc.y;
  doc
    .font('tebal')
    .fontSize(13)
    .text('SURAT ELIGIBILITAS PESERTA', dok.kiri, atas, { width: dok.lebar * 0.62 });
  doc
    .font('reguler')
    .fontSize(11)
    .text(kop?.nama ?? '', dok.kiri, doc.y + 1, { width: dok.lebar * 0.62 });
  const kode: Buffer = await bwip().toBuffer({ bcid: 'code128', text: s.no_sep, scale: 2, height: 9 });
  const lebarKode = dok.lebar * 0.34;
  doc.image(kode, dok.kiri + dok.lebar - lebarKode, atas, { fit: [lebarKode, 34], align: 'right' });
  doc.y = Math.max(doc.y, atas + 40) + 8;
  doc.font('reguler').fontSize(10);

  const kiri: [string, string][] = [
    ['No. SEP', s.no_sep],
    ['Tgl. SEP', atau(j.tglSep, s.tgl_sep)],
    ['No. Kartu', `${atau(p.noKartu, s.no_kartu)} (MR. ${atau(p.noMr, t.noMR, s.pasien.no_rm)})`],
    ['Nama Peserta', atau(p.nama, s.pasien.nama)],
    ['Tgl. Lahir', `${atau(p.tglLahir)}   Kelamin : ${atau(p.kelamin)}`],
    ['No. Telepon', atau(t.noTelp)],
    ['Sub/Spesialis', ranap ? '-' : atau(j.poli, s.poli_nama)],
    ['Dokter', atau(s.dokter_nama, obj(j.dpjp).nmDPJP)],
    ['Faskes Perujuk', perujuk ? `${perujuk} (${atau(rujukan.ppkRujukan)})` : atau(rujukan.ppkRujukan)],
    ['Diagnosa Awal', atau(j.diagnosa, t.diagAwal)],
    ['Catatan', atau(t.catatan)],
  ];
  const kanan: [string, string][] = [
    ['Peserta', atau(p.jnsPeserta)],
    [
      'Jns. Rawat',
      JNS_RAWAT[teks(j.jnsPelayanan)] ?? atau(j.jnsPelayanan, ranap ? 'Rawat Inap' : 'Rawat Jalan'),
    ],
    ['Jns. Kunjungan', ranap ? '-' : (LABEL_TUJUAN_KUNJ[teks(t.tujuanKunj) as '0'] ?? '-')],
    ['No. Rujukan', atau(rujukan.noRujukan)],
    ['Kls. Hak', kelas(atau(p.hakKelas, obj(t.klsRawat).klsRawatHak))],
    ['Kls. Rawat', naik ?? kelas(atau(j.kelasRawat, obj(t.klsRawat).klsRawatHak))],
    ranap
      ? ['No. SPRI', atau(s.no_spri)]
      : ['Poli Eksekutif', teks(obj(t.poli).eksekutif) === '1' ? 'Ya' : 'Tidak'],
    ['Penjamin', atau(j.penjamin === '-' ? '' : j.penjamin, 'BPJS Kesehatan')],
  ];
  const pasangan: [string, string][] = [];
  for (let i = 0; i < Math.max(kiri.length, kanan.length); i++)
    pasangan.push(kiri[i] ?? ['', ''], kanan[i] ?? ['', '']);
  dok.identitas(pasangan, { kolom: 2, lebarLabel: 88 });

  doc.fontSize(7.5);
  for (const catatan of [
    '*Saya menyetujui BPJS Kesehatan menggunakan informasi medis pasien jika diperlukan.',
    '*SEP bukan sebagai bukti penjaminan peserta',
  ])
    doc.text(catatan, dok.kiri, doc.y, { width: dok.lebar * 0.6 });
  doc.moveDown(1);

  // Two signature places side by side: the patient (or family) and BPJS's officer.
  dok.pastikanRuang(90);
  const y = doc.y;
  const lebar = dok.lebar / 2 - 10;
  doc.fontSize(10);
  for (const [n, jabatan] of ['Pasien/Keluarga Pasien', 'Petugas BPJS Kesehatan'].entries()) {
    const x = dok.kiri + n * (lebar + 20);
    doc.text(jabatan, x, y, { width: lebar, align: 'center' });
    doc.text('(________________________)', x, y + 62, { width: lebar, align: 'center' });
  }
  doc.x = dok.kiri;
  doc.y = y + 84;
  return { nama: `sep-${s.no_sep}.pdf`, pdf: await dok.selesai() };
}
