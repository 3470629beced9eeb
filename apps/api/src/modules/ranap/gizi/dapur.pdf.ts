import { formatTanggal, LABEL_BENTUK_DIET, LABEL_WAKTU_MAKAN, type PasienDapur } from '@rawat/domain';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen } from '../../../platform/pdf/pdf.dokumen.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { daftarDapur, type QueryDapur } from './dapur.service.ts';

function kolomDiet(p: PasienDapur): string {
  if (p.status === 'BELUM_ADA')
    return p.diminta ? `BELUM DITETAPKAN (diminta: ${p.diminta.jenis_diet})` : 'BELUM ADA DIET';
  const d = p.diet;
  if (!d) return '-';
  const jenis =
    p.status === 'TIDAK_DIJADWALKAN' ? `${d.jenis_diet} – tidak diberi makan waktu ini` : d.jenis_diet;
  return p.diminta ? `${jenis} (perubahan diminta: ${p.diminta.jenis_diet})` : jenis;
}

/** The kitchen's list as an A4 PDF: one section per ward, its portions per diet type under it. */
export async function pdfDaftarDapur(
  db: Db,
  ctx: Ctx,
  q: QueryDapur,
): Promise<{ nama: string; pdf: Buffer }> {
  const data = await daftarDapur(db, ctx, q);
  const judulMakan = `${LABEL_WAKTU_MAKAN[data.waktu_makan]}, ${formatTanggal(data.tanggal)}`;
  const dok = buatDokumen({
    judul: `Daftar Diet Dapur – ${judulMakan}`,
    subjek: 'Daftar diet pasien rawat inap untuk dapur',
    kop: await kopSurat(db),
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul('DAFTAR DIET PASIEN RAWAT INAP', { sub: judulMakan });
  if (data.ruangan.length === 0) dok.paragraf('Tidak ada pasien rawat inap pada waktu makan ini.');
  data.ruangan.forEach((r, i) => {
    if (i > 0) dok.doc.addPage();
    dok.paragraf(`Ruangan ${r.nama} (${r.kode}) – ${r.pasien.length} pasien`, { tebal: true, rata: 'left' });
    if (r.pasien.length === 0) {
      dok.paragraf('Tidak ada pasien di ruangan ini.', { rata: 'left' });
      return;
    }
    dok.tabel(
      [
        { judul: 'Kamar/Bed', lebar: 2 },
        { judul: 'Pasien', lebar: 4 },
        { judul: 'Umur', lebar: 2 },
        { judul: 'Diet', lebar: 4 },
        { judul: 'Bentuk', lebar: 2 },
        { judul: 'Pantangan', lebar: 3 },
        { judul: 'Alergi', lebar: 3 },
      ],
      r.pasien.map((p) => [
        `${p.kamar} / ${p.bed}`,
        `${p.nama}\n${p.no_rm} (${p.jenis_kelamin})`,
        p.umur,
        kolomDiet(p),
        p.diet ? LABEL_BENTUK_DIET[p.diet.bentuk] : null,
        [p.diet?.pantangan, p.diet?.catatan].filter(Boolean).join('; ') || null,
        p.alergi.length ? p.alergi.join(', ') : 'Tidak ada',
      ]),
      { ukuran: 8 },
    );
    const belum = r.pasien.filter((p) => p.status === 'BELUM_ADA').length;
    dok.paragraf('Jumlah porsi per jenis diet', { tebal: true, rata: 'left' });
    dok.tabel(
      [
        { judul: 'Jenis Diet', lebar: 6 },
        { judul: 'Porsi', lebar: 1, rata: 'right' },
      ],
      [
        ...r.rekap.map((k) => [k.jenis_diet, k.jumlah]),
        ...(belum ? [['Belum ada diet ditetapkan (konfirmasi ke ahli gizi)', belum]] : []),
        ['Jumlah porsi', r.rekap.reduce((n, k) => n + k.jumlah, 0)],
      ],
    );
  });
  const nama = `daftar-diet-${data.tanggal}-${data.waktu_makan.toLowerCase()}.pdf`;
  return { nama, pdf: await dok.selesai() };
}
