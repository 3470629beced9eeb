import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import {
  formatTanggal,
  type IndeksMorbiditasQuery,
  JENIS_RAWAT_INDEKS,
  type JenisRawatIndeks,
  KELOMPOK_UMUR_RL,
  LABEL_JENIS_KELAMIN,
  LABEL_JENIS_RAWAT_INDEKS,
  laporanRlApi,
  poliApi,
  type TabelRl,
} from '@rawat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri, urlKontrak } from '../../../api/kontrak.ts';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PilihPeriode, usePeriode } from './PilihPeriode.tsx';
import { TabelFormulirRl } from './TabelFormulirRl.tsx';

const tgl = (iso: string) => formatTanggal(`${iso}T12:00:00+07:00`);
const kol = (label: string, jenis: 'teks' | 'angka' = 'angka') => ({ label, grup: null, jenis });
const KOLOM = [
  kol('No', 'teks'),
  kol('Kode ICD-10', 'teks'),
  kol('Deskripsi', 'teks'),
  kol('Laki-laki'),
  kol('Perempuan'),
  kol('Jumlah'),
];
/** The screen shows the first rows; the workbook holds them all. */
const BATAS_LAYAR = 50;
/** An empty value means every one: the select shows that choice instead of an empty box. */
const SEMUA_TAMPIL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** /indeks-morbiditas: the most frequent diagnoses of a period and the deaths by cause, for medical records. */
export default function IndeksMorbiditasPage() {
  const p = usePeriode();
  const [jenisRawat, setJenisRawat] = useState<JenisRawatIndeks>('SEMUA');
  const [poli, setPoli] = useState('');
  const [umur, setUmur] = useState('');
  const [jk, setJk] = useState('');
  const query: IndeksMorbiditasQuery = {
    periode: p.periode,
    jenis_rawat: jenisRawat,
    ...(poli ? { poli_uid: poli } : {}),
    ...(umur ? { kelompok_umur: Number(umur) } : {}),
    ...(jk === 'L' || jk === 'P' ? { jenis_kelamin: jk } : {}),
  };
  const q = useQuery({
    ...kueri(laporanRlApi.indeksMorbiditas, { query }),
    placeholderData: keepPreviousData,
  });
  const units = useQuery({
    ...kueri(poliApi.daftar, { query: { status: 'AKTIF', limitless: 'true' } }),
    select: (r) => r.respon,
  });
  const d = q.data?.respon;
  const xlsx = urlKontrak(laporanRlApi.indeksMorbiditas, { query: { ...query, format: 'xlsx' } });

  const penyakit: TabelRl | null = d
    ? {
        kode: 'Morbiditas',
        judul: 'Diagnosis terbanyak',
        kolom: [...KOLOM, kol('Kasus Baru')],
        baris: d.penyakit
          .slice(0, BATAS_LAYAR)
          .map((b, i) => [String(i + 1), b.kode, b.nama, b.laki_laki, b.perempuan, b.jumlah, b.kasus_baru]),
        total: null,
        catatan:
          d.penyakit.length > BATAS_LAYAR
            ? `${BATAS_LAYAR} dari ${d.penyakit.length} diagnosis ditampilkan; unduh Excel untuk semuanya.`
            : 'Rawat jalan/IGD: semua kunjungan (kasus baru dan lama); rawat inap: pasien keluar menurut diagnosis utama.',
      }
    : null;
  const kematian: TabelRl | null = d
    ? {
        kode: 'Mortalitas',
        judul: 'Kematian menurut sebab (diagnosis utama)',
        kolom: KOLOM,
        baris: d.kematian.map((b, i) => [String(i + 1), b.kode, b.nama, b.laki_laki, b.perempuan, b.jumlah]),
        total: null,
        catatan: 'Pasien rawat inap yang meninggal dan pasien yang meninggal di IGD.',
      }
    : null;

  return (
    <Box>
      <HalamanJudul
        judul="Indeks Morbiditas & Mortalitas"
        keterangan="Diagnosis terbanyak dan kematian menurut sebab dalam periode, dari diagnosis hasil koding (atau diagnosis dokter bila belum dikoding)."
        aksi={
          <Button variant="outlined" startIcon={<DownloadIcon />} href={xlsx} download disabled={!d}>
            Unduh Excel
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <PilihPeriode p={p} />
        <TextField
          select
          size="small"
          label="Jenis rawat"
          value={jenisRawat}
          sx={{ width: 180 }}
          onChange={(e) => setJenisRawat(e.target.value as JenisRawatIndeks)}
        >
          {JENIS_RAWAT_INDEKS.map((j) => (
            <MenuItem key={j} value={j}>
              {LABEL_JENIS_RAWAT_INDEKS[j]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Unit"
          slotProps={SEMUA_TAMPIL}
          value={poli}
          sx={{ width: 200 }}
          onChange={(e) => setPoli(e.target.value)}
        >
          <MenuItem value="">Semua unit</MenuItem>
          {(units.data ?? []).map((u) => (
            <MenuItem key={u.uid} value={u.uid}>
              {u.nama}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Kelompok umur"
          slotProps={SEMUA_TAMPIL}
          value={umur}
          sx={{ width: 190 }}
          onChange={(e) => setUmur(e.target.value)}
        >
          <MenuItem value="">Semua umur</MenuItem>
          {KELOMPOK_UMUR_RL.map((u, i) => (
            <MenuItem key={u} value={String(i)}>
              {u}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Jenis kelamin"
          slotProps={SEMUA_TAMPIL}
          value={jk}
          sx={{ width: 160 }}
          onChange={(e) => setJk(e.target.value)}
        >
          <MenuItem value="">Semua</MenuItem>
          <MenuItem value="L">{LABEL_JENIS_KELAMIN.L}</MenuItem>
          <MenuItem value="P">{LABEL_JENIS_KELAMIN.P}</MenuItem>
        </TextField>
      </Box>
      {q.isError ? (
        <GagalMuat error={q.error} onRetry={() => q.refetch()} judul="Indeks gagal dimuat" />
      ) : null}
      {d ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {d.periode}: dihitung {tgl(d.dari)} s.d. {tgl(d.sampai)}.
        </Alert>
      ) : null}
      {!d && q.isPending ? <Skeleton variant="rounded" height={240} /> : null}
      <Grid container spacing={2}>
        <Grid size={12}>{penyakit ? <TabelFormulirRl t={penyakit} /> : null}</Grid>
        <Grid size={12}>{kematian ? <TabelFormulirRl t={kematian} /> : null}</Grid>
      </Grid>
    </Box>
  );
}
