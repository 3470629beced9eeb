import { formatTanggalPendek, formatUkuranFile, LABEL_JENIS_FASKES, uraianJenisFaskes } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import { bersamaan, type Db, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, type Kertas, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import type { KopSurat } from '../../../platform/pdf/pdf.kop.ts';
import { type BarisFaskes, barisFaskesDipakai, faskesKeDto, layananFaskes } from './faskes.service.ts';
import { faskesLogo } from './faskes.tables.ts';

/**
 * The letterhead every printed document uses: of the profile in use (or, when none is, the
 * first active one); with `uid`, of that profile (the admin's preview). Null when there is no
 * profile at all: documents then print without a letterhead.
 *
 * ```ts
 * const dok = buatDokumen({ judul: 'Kuitansi', kertas: '80mm', kop: await kopSurat(db) });
 * ```
 */
export async function kopSurat(db: DbOrTx, uid?: string): Promise<KopSurat | null> {
  const row: BarisFaskes | null = uid ? await layananFaskes.baris(db, uid) : await barisFaskesDipakai(db);
  if (!row) return null;
  const [[dto], [logo]] = await bersamaan(db, [
    () => faskesKeDto([row], db),
    () => db.select({ data: faskesLogo.data }).from(faskesLogo).where(eq(faskesLogo.faskes_uid, row.uid)),
  ]);
  if (!dto) return null;
  const web = dto.website?.replace(/^https?:\/\//i, '').replace(/\/$/, '');
  const kontak = [
    dto.telepon ? `Telp. ${dto.telepon}` : null,
    dto.fax ? `Fax ${dto.fax}` : null,
    dto.email ? `Email: ${dto.email}` : null,
    web ?? null,
  ].filter((k): k is string => Boolean(k));
  return {
    nama: dto.nama,
    uraian: uraianJenisFaskes(dto.jenis, dto.kelas_rs),
    alamat: dto.alamat_lengkap,
    kontak,
    motto: dto.motto,
    // 'Kota Bandung' → 'Bandung', 'Kabupaten Garut' → 'Garut': the place a letter is signed in.
    kota: dto.wilayah.kabupaten?.nama.replace(/^(Kota|Kabupaten)\s+/i, '') ?? null,
    logo: logo?.data ?? null,
  };
}

/** A sample letter with the profile's letterhead, so the admin sees what documents will look like. */
export async function pdfContohKop(
  db: Db,
  ctx: Ctx,
  uid: string,
  kertas: Kertas,
): Promise<{ kode: string; pdf: Buffer }> {
  const f = await layananFaskes.ambil(db, uid);
  const kop = await kopSurat(db, uid);
  const sekarang = ctx.now();
  const dok = buatDokumen({
    judul: `Pratinjau Kop Surat – ${f.nama}`,
    subjek: 'Contoh dokumen dengan kop surat profil faskes',
    kertas,
    kop,
    dicetakPada: sekarang,
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok
    .judul('CONTOH SURAT', { sub: `Nomor: 000/CONTOH/${sekarang.getUTCFullYear()}` })
    .paragraf(
      'Dokumen ini adalah pratinjau kop surat. Tiket antrean, kuitansi, hasil laboratorium dan radiologi, ' +
        'serta surat keterangan akan dicetak dengan kop yang sama dari profil faskes yang digunakan.',
    )
    .identitas([
      ['Kode Faskes', f.kode],
      ['Nama Faskes', f.nama],
      ['Jenis', `${LABEL_JENIS_FASKES[f.jenis]}${f.kelas_rs ? ` (Kelas ${f.kelas_rs})` : ''}`],
      ['No. Izin Operasional', f.no_izin],
      ['Izin Berlaku s.d.', f.izin_berlaku_sampai ? formatTanggalPendek(f.izin_berlaku_sampai) : null],
      ['Status Profil', f.digunakan ? 'Digunakan untuk dokumen' : 'Tidak digunakan'],
    ])
    .tabel(
      [
        { judul: 'No', lebar: 1, rata: 'right' },
        { judul: 'Unsur Kop', lebar: 4 },
        { judul: 'Isi', lebar: 10 },
      ],
      [
        [1, 'Nama', f.nama],
        [2, 'Alamat', f.alamat_lengkap],
        [3, 'Telepon / Fax', [f.telepon, f.fax].filter(Boolean).join(' / ')],
        [4, 'Email / Website', [f.email, f.website].filter(Boolean).join(' / ')],
        [
          5,
          'Logo',
          f.logo
            ? `${f.logo.mime === 'image/png' ? 'PNG' : 'JPEG'}, ${formatUkuranFile(f.logo.ukuran)}`
            : null,
        ],
      ],
    )
    .tandaTangan({
      tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(sekarang)}`,
      jabatan: 'Direktur',
      nama: f.direktur ?? '(nama direktur)',
      nip: f.nip_direktur,
    });
  return { kode: f.kode, pdf: await dok.selesai() };
}
