import { type IndikatorBulanan, LABEL_JENIS_FASKES, type SelRl, type TabelRl } from '@rawat/domain';
import type { DbOrTx } from '../../../db/client.ts';
import { barisFaskesDipakai, wilayahFaskes } from '../../master/faskes/faskes.service.ts';
import { kol, tabel } from './rl.tabel.ts';

type Ruangan = Pick<IndikatorBulanan['ruangan'][number], 'jenis' | 'kelas' | 'bed'>;

const KOSONG = '-';

/**
 * RL 1.1 Data Dasar Rumah Sakit: the form's items in its order, from the facility profile in use
 * (the one documents print) and the active beds the census counts (RL 1.3's, so the two agree).
 * What Rawat does not hold shows '-' and is named in the note.
 */
export async function rl11DataDasar(db: DbOrTx, ruangan: readonly Ruangan[]): Promise<TabelRl> {
  const f = await barisFaskesDipakai(db);
  const w = f ? wilayahFaskes(f) : null;
  const isi = (v: string | null | undefined): SelRl => (v ? v : KOSONG);
  const bed = (cocok: (r: Ruangan) => boolean) => ruangan.filter(cocok).reduce((n, r) => n + r.bed, 0);
  const kelas = (k: string) => bed((r) => r.jenis === 'BANGSAL' && r.kelas === k);
  const unit = (j: string) => bed((r) => r.jenis === j);
  const baris: [string, string, SelRl][] = [
    ['1', 'Nomor Kode RS', isi(f?.kode)],
    ['2', 'Tanggal Registrasi', KOSONG],
    ['3', 'Nama Rumah Sakit', isi(f?.nama)],
    ['4', 'Jenis Rumah Sakit', isi(f ? LABEL_JENIS_FASKES[f.jenis] : null)],
    ['5', 'Kelas Rumah Sakit', isi(f?.kelas_rs)],
    ['6', 'Nama Direktur RS', isi(f?.direktur)],
    ['7', 'Nama Penyelenggara RS', KOSONG],
    ['8', 'Alamat/Lokasi RS', isi(f?.alamat)],
    ['8.1', 'Kab/Kota', isi(w?.kabupaten?.nama)],
    ['8.2', 'Kode Pos', isi(f?.kode_pos)],
    ['8.3', 'Telepon', isi(f?.telepon)],
    ['8.4', 'Fax', isi(f?.fax)],
    ['8.5', 'Email', isi(f?.email)],
    ['8.6', 'Nomor Telp Bagian Umum/Humas RS', KOSONG],
    ['8.7', 'Website', isi(f?.website)],
    ['9.1', 'Luas Tanah (m²)', KOSONG],
    ['9.2', 'Luas Bangunan (m²)', KOSONG],
    ['10.1', 'Surat Izin/Penetapan: Nomor', isi(f?.no_izin)],
    ['10.2', 'Surat Izin/Penetapan: Tanggal', KOSONG],
    ['10.3', 'Surat Izin/Penetapan: Oleh', KOSONG],
    ['10.4', 'Surat Izin/Penetapan: Sifat', KOSONG],
    ['10.5', 'Surat Izin/Penetapan: Masa Berlaku s/d Tahun', isi(f?.izin_berlaku_sampai?.slice(0, 4))],
    ['11', 'Status Penyelenggara Swasta', KOSONG],
    ['12.1', 'Akreditasi RS: Pentahapan', KOSONG],
    ['12.2', 'Akreditasi RS: Status', KOSONG],
    ['12.3', 'Akreditasi RS: Tanggal Akreditasi', KOSONG],
    ['13.1', 'Tempat Tidur: Perinatologi', KOSONG],
    ['13.2', 'Tempat Tidur: Kelas VVIP', kelas('VVIP')],
    ['13.3', 'Tempat Tidur: Kelas VIP', kelas('VIP')],
    ['13.4', 'Tempat Tidur: Kelas I', kelas('KELAS_1')],
    ['13.5', 'Tempat Tidur: Kelas II', kelas('KELAS_2')],
    ['13.6', 'Tempat Tidur: Kelas III', kelas('KELAS_3')],
    ['13.7', 'Tempat Tidur: ICU', unit('ICU')],
    ['13.8', 'Tempat Tidur: PICU', unit('PICU')],
    ['13.9', 'Tempat Tidur: NICU', unit('NICU')],
    ['13.10', 'Tempat Tidur: HCU', unit('HCU')],
    ['13.11', 'Tempat Tidur: ICCU', KOSONG],
    ['13.12', 'Tempat Tidur: Ruang Isolasi', unit('ISOLASI')],
    ['13.13', 'Tempat Tidur: Ruang UGD', KOSONG],
    ['13.14', 'Tempat Tidur: Ruang Bersalin', KOSONG],
    ['13.15', 'Tempat Tidur: Ruang Operasi', KOSONG],
    ['14', 'Jumlah Tenaga Medis', KOSONG],
    ['15', 'Jumlah Tenaga Non Kesehatan', KOSONG],
  ];
  const profil = f
    ? `Dari profil faskes yang digunakan (${f.nama}).`
    : 'Profil faskes belum diisi (menu Profil Faskes), sehingga data identitas "-".';
  return tabel(
    'RL 1.1',
    'Data Dasar Rumah Sakit',
    [kol('No', 'teks'), kol('Uraian', 'teks'), kol('Isi', 'teks')],
    baris,
    {
      catatan: `${profil} Tempat tidur: tempat tidur aktif saat laporan dibuat (sama dengan RL 1.3). Belum dicatat aplikasi ("-"): tanggal registrasi, penyelenggara, telepon humas, luas tanah dan bangunan, tanggal/penerbit/sifat surat izin, status penyelenggara swasta, akreditasi, tempat tidur perinatologi, ICCU, UGD, bersalin dan operasi, serta ketenagaan (lihat RL 2). Urutan butir mengikuti formulir RL 1.1 yang kami ketahui; cocokkan dengan profil RS Online.`,
    },
  );
}
