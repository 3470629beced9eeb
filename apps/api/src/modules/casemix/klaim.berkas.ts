import { formatRupiah, formatTanggal, LABEL_JENIS_RAWAT_KLAIM, LABEL_STATUS_KLAIM } from '@rawat/domain';
import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { buatDokumen } from '../../platform/pdf/pdf.dokumen.ts';
import { pembayaran } from '../kasir/kasir.tables.ts';
import { pdfKuitansi } from '../kasir/pembayaran/pembayaran.pdf.ts';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import { pdfHasilLab } from '../penunjang/labor/labor.pdf.ts';
import { orderPenunjang } from '../penunjang/penunjang.tables.ts';
import { pdfHasilRadiologi } from '../penunjang/radiologi/radiologi.pdf.ts';
import { cetakResume } from '../rekam-medis/resume.baca.ts';
import { pdfSep } from '../vclaim/sep.pdf.ts';
import { ringkasKlaim } from './klaim.baca.ts';
import { barisSatu } from './klaim.service.ts';

// GET /casemix/klaim/:sep_uid/berkas.pdf: the claim's file as one PDF, each part printed by its own
// module (the SEP, the resume as stored when final, the validated results, the receipts), joined
// with pdf-lib behind a cover page that lists them with their first page. A part that cannot be
// printed is named on the cover with the reason instead of failing the whole file.

interface Bagian {
  judul: string;
  pdf: Buffer | null;
  alasan?: string;
}

async function coba(judul: string, f: () => Promise<Buffer>): Promise<Bagian> {
  try {
    return { judul, pdf: await f() };
  } catch (e) {
    return { judul, pdf: null, alasan: e instanceof AppError ? e.message : 'gagal dicetak' };
  }
}

export async function berkasKlaim(db: Db, ctx: Ctx, sepUid: string, asal: string) {
  const b = await barisSatu(db, sepUid);
  const r = ringkasKlaim(b);
  const bagian: Bagian[] = [
    await coba('Surat Eligibilitas Peserta (SEP)', async () => (await pdfSep(db, ctx, sepUid)).pdf),
  ];
  bagian.push(
    await coba('Resume Medis', async () => {
      if (b.resume !== 'FINAL') throw new AppError(409, 'casemix.resume_belum_final', 'resume belum final');
      return (await cetakResume(db, ctx, b.layanan_uid, undefined, asal)).pdf;
    }),
  );
  // The claim's orders: the stay's own, or every non-stay service's of the visit.
  const l = alias(orderPenunjang, 'o');
  const order = await db
    .select({ uid: l.uid, nomor: l.nomor, jenis: l.jenis })
    .from(l)
    .where(
      and(
        eq(l.kunjungan_uid, b.kunjungan_uid),
        eq(l.status, 'TERVALIDASI'),
        b.layanan_jenis === 'RAWAT_INAP'
          ? eq(l.layanan_uid, b.layanan_uid)
          : sql`${l.layanan_uid} in (select uid from layanan where kunjungan_uid = ${b.kunjungan_uid} and jenis <> 'RAWAT_INAP')`,
      ),
    )
    .orderBy(asc(l.created_at));
  for (const o of order)
    bagian.push(
      await coba(`Hasil ${o.jenis === 'LABOR' ? 'Laboratorium' : 'Radiologi'} ${o.nomor}`, async () =>
        o.jenis === 'LABOR'
          ? (await pdfHasilLab(db, ctx, o.uid)).pdf
          : (await pdfHasilRadiologi(db, ctx, o.uid)).pdf,
      ),
    );
  const batal = alias(pembayaran, 'batal');
  const kuitansi = await db
    .select({ uid: pembayaran.uid, nomor: pembayaran.nomor })
    .from(pembayaran)
    .where(
      and(
        eq(pembayaran.kunjungan_uid, b.kunjungan_uid),
        isNull(pembayaran.membalik_uid),
        notExists(db.select({ u: batal.uid }).from(batal).where(eq(batal.membalik_uid, pembayaran.uid))),
      ),
    )
    .orderBy(asc(pembayaran.created_at));
  if (!kuitansi.length)
    bagian.push({ judul: 'Kuitansi / Rincian Tagihan', pdf: null, alasan: 'tagihan belum ditutup kasir' });
  for (const k of kuitansi)
    bagian.push(await coba(`Kuitansi ${k.nomor}`, async () => (await pdfKuitansi(db, ctx, k.uid, 'A4')).pdf));

  const gabung = await PDFDocument.create();
  const halaman: { judul: string; hal: string }[] = [];
  let hal = 2;
  const dimuat: PDFDocument[] = [];
  for (const x of bagian) {
    if (!x.pdf) {
      halaman.push({ judul: x.judul, hal: `tidak ada: ${x.alasan ?? '-'}` });
      continue;
    }
    const d = await PDFDocument.load(x.pdf, { updateMetadata: false });
    dimuat.push(d);
    halaman.push({ judul: x.judul, hal: `hal. ${hal}` });
    hal += d.getPageCount();
  }
  const sampul = await PDFDocument.load(await sampulBerkas(db, ctx, r, halaman), { updateMetadata: false });
  for (const d of [sampul, ...dimuat]) {
    const pages = await gabung.copyPages(d, d.getPageIndices());
    for (const p of pages) gabung.addPage(p);
  }
  gabung.setTitle(`Berkas Klaim ${b.no_sep}`);
  return {
    nama: `berkas-klaim-${b.no_sep}.pdf`,
    pdf: Buffer.from(await gabung.save({ useObjectStreams: false })),
  };
}

async function sampulBerkas(
  db: Db,
  ctx: Ctx,
  r: ReturnType<typeof ringkasKlaim>,
  isi: { judul: string; hal: string }[],
): Promise<Buffer> {
  const dok = buatDokumen({
    judul: `Berkas Klaim ${r.no_sep}`,
    subjek: `Berkas klaim BPJS ${r.pasien.nama}`,
    kertas: 'A4',
    kop: await kopSurat(db),
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul('BERKAS KLAIM BPJS', { sub: `No. SEP ${r.no_sep}` });
  dok.identitas(
    [
      ['Pasien', `${r.pasien.nama} (${r.pasien.no_rm})`],
      ['No. Kartu', r.no_kartu],
      ['Jenis Rawat', LABEL_JENIS_RAWAT_KLAIM[r.jenis_rawat]],
      ['Unit', r.unit],
      ['DPJP', r.dpjp ?? '-'],
      [
        'Tanggal',
        `${formatTanggal(r.tgl_masuk)}${r.tgl_pulang && r.tgl_pulang !== r.tgl_masuk ? ` s.d. ${formatTanggal(r.tgl_pulang)}` : ''}`,
      ],
      ['Status Klaim', r.status === 'BELUM' ? 'Belum diproses' : LABEL_STATUS_KLAIM[r.status]],
      ['INA-CBG', r.kode_cbg ? `${r.kode_cbg} — ${formatRupiah(r.tarif_cbg ?? 0)}` : '-'],
      ['Tagihan RS', formatRupiah(r.tarif_rs ?? 0)],
    ],
    { kolom: 1 },
  );
  dok.spasi();
  dok.paragraf('Isi berkas', { tebal: true });
  dok.tabel(
    [
      { judul: 'No.', lebar: 1 },
      { judul: 'Dokumen', lebar: 8 },
      { judul: 'Halaman', lebar: 5 },
    ],
    isi.map((x, i) => [i + 1, x.judul, x.hal]),
  );
  return dok.selesai();
}
