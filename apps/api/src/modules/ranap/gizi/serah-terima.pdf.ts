import {
  formatJam,
  formatTanggal,
  formatTanggalJam,
  LABEL_SHIFT_RANAP,
  type PasienSerahTerima,
} from '@rawat/domain';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { bacaSerahTerima, type QuerySerahTerima } from './serah-terima.service.ts';

/** 'TD 120/80 · N 88 · RR 20 · S 37,2 · SpO2 97% (O2) · NEWS2 3 (09.00)'. */
export function ringkasTtv(o: PasienSerahTerima['observasi']): string {
  if (!o) return 'Belum ada observasi';
  const bagian = [
    o.sistol !== null && o.diastol !== null ? `TD ${o.sistol}/${o.diastol}` : null,
    o.nadi !== null ? `N ${o.nadi}` : null,
    o.napas !== null ? `RR ${o.napas}` : null,
    o.suhu !== null ? `S ${String(o.suhu).replace('.', ',')}` : null,
    o.spo2 !== null ? `SpO2 ${o.spo2}%${o.oksigen ? ' (O2)' : ''}` : null,
    o.news2 !== null ? `NEWS2 ${o.news2}` : null,
  ].filter(Boolean);
  return `${bagian.join(' · ') || '-'} (${formatTanggalJam(o.waktu)})`;
}

/** The handover sheet of a ward and shift (A4): each patient's summary and SBAR. */
export async function pdfSerahTerima(
  db: Db,
  ctx: Ctx,
  q: QuerySerahTerima,
): Promise<{ nama: string; pdf: Buffer }> {
  const data = await bacaSerahTerima(db, ctx, q);
  const kop = await kopSurat(db);
  const sub = `${data.ruangan.nama} – Shift ${LABEL_SHIFT_RANAP[data.shift]}, ${formatTanggal(data.tanggal)}`;
  const dok = buatDokumen({
    judul: `Serah Terima Shift – ${sub}`,
    subjek: 'Serah terima pasien antar shift keperawatan (SBAR)',
    kop,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul('SERAH TERIMA PASIEN ANTAR SHIFT', { sub });
  if (data.pasien.length === 0) dok.paragraf('Tidak ada pasien di ruangan ini pada shift tersebut.');
  data.pasien.forEach((p, i) => {
    dok.pastikanRuang(160);
    dok.paragraf(`${i + 1}. ${p.nama} (${p.no_rm}) – Kamar ${p.kamar} / Bed ${p.bed}`, {
      tebal: true,
      rata: 'left',
    });
    dok.identitas(
      [
        ['Umur / JK', `${p.umur} / ${p.jenis_kelamin}`],
        ['Hari rawat', `Hari ke-${p.hari_rawat}`],
        ['DPJP', p.dpjp],
        ['Diagnosis', p.diagnosis],
        ['Alergi', p.alergi.length ? p.alergi.join(', ') : 'Tidak ada'],
        ['Diet', p.diet ?? 'Belum ada diet'],
        ['TTV terakhir', ringkasTtv(p.observasi)],
        [
          'Obat',
          p.obat.length
            ? p.obat.map((o) => `${o.nama_obat} ${o.dosis} ${o.rute} (${o.jam.join(', ')})`).join('; ')
            : '-',
        ],
        [
          '24 jam terakhir',
          p.kejadian.length
            ? p.kejadian.map((k) => `${formatJam(k.waktu)} ${k.jenis}: ${k.ringkasan}`).join('\n')
            : '-',
        ],
      ],
      { lebarLabel: 90 },
    );
    dok.tabel(
      [
        { judul: 'S – Situasi', lebar: 1 },
        { judul: 'B – Latar Belakang', lebar: 1 },
        { judul: 'A – Penilaian', lebar: 1 },
        { judul: 'R – Rekomendasi', lebar: 1 },
      ],
      [[p.sbar?.situasi, p.sbar?.latar, p.sbar?.penilaian, p.sbar?.rekomendasi]],
      { ukuran: 8 },
    );
    if (p.sbar) dok.paragraf(`Diisi oleh ${p.sbar.nama_petugas}`, { ukuran: 7, rata: 'right' });
    dok.spasi();
  });
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(ctx.now())}`,
    jabatan: 'Perawat yang menyerahkan',
    nama: ctx.user?.nama ?? '(..............................)',
  });
  const nama = `serah-terima-${data.ruangan.kode}-${data.tanggal}-${data.shift.toLowerCase()}.pdf`;
  return { nama, pdf: await dok.selesai() };
}
