import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  BATAS_HITUNG_PASIEN,
  can,
  formatAngka,
  formatTanggal,
  LABEL_KUERI_PASIEN,
  type PasienRingkas,
  pasienApi,
  tafsirKueriPasien,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import { useSession } from '../../shell/session.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { DateInput } from '../../ui/DateInput.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { KOLOM_PASIEN } from './pasien.columns.tsx';

/** What the search box is being read as, so a clerk sees why a 12-digit number finds nothing. */
function petunjukCari(search: string): string {
  const k = tafsirKueriPasien(search);
  if (!k)
    return 'Cari dengan No. RM, NIK, No. BPJS, nama, atau tanggal lahir (mis. 26-11-1980 atau 26 Nov 1980)';
  // The date as it was read, in words, so a day-month mix-up shows before the list does.
  if (k.jenis === 'TANGGAL_LAHIR') return `Mencari tanggal lahir ${formatTanggal(k.tanggal)}`;
  if (k.jenis === 'ANGKA_LAIN')
    return 'Angka ini bukan No. RM (≤ 8 digit), No. BPJS (13 digit) atau NIK (16 digit)';
  if (k.jenis === 'NAMA') return 'Mencari nama, termasuk ejaan yang mirip';
  return `Mencari berdasarkan ${LABEL_KUERI_PASIEN[k.jenis]}`;
}

/** /listpasien: every patient, found by any key a registration desk is given. */
export default function ListPasienPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [tanggalLahir, setTanggalLahir] = useState<string | undefined>(undefined);
  const [sementara, setSementara] = useState(false);
  const list = usePagedList(pasienApi.daftar, {
    tanggal_lahir: tanggalLahir,
    sementara: sementara ? 'true' : undefined,
  });
  const bolehDaftar = can(user?.role, 'pendaftaran:write');
  const bolehUbah = can(user?.role, 'pasien:write');
  const adaFilter = Boolean(list.search || tanggalLahir || sementara);

  return (
    <Box>
      <HalamanJudul
        judul="Data Pasien"
        keterangan="Pasien yang pernah terdaftar di rumah sakit ini, satu nomor rekam medis per orang."
        aksi={
          bolehDaftar ? (
            <Button
              variant="contained"
              startIcon={<PersonAddIcon />}
              onClick={() => navigate('/pendaftaran-pasien-baru')}
            >
              Pasien Baru
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        columns={KOLOM_PASIEN}
        rowKey={(p) => p.uid}
        {...(bolehUbah ? { onRowClick: (p: PasienRingkas) => navigate(`/detailpasien/${p.uid}`) } : {})}
        emptyText={adaFilter ? 'Tidak ada pasien yang cocok dengan pencarian' : 'Belum ada pasien terdaftar'}
        toolbar={
          <>
            <Box sx={{ flex: '1 1 320px', maxWidth: { sm: 520 } }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari No. RM, NIK, No. BPJS, nama, atau tanggal lahir…"
                fullWidth
                autoFocus
              />
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', mt: 0.5, ml: 1.5 }}
              >
                {list.total >= BATAS_HITUNG_PASIEN
                  ? `Lebih dari ${formatAngka(BATAS_HITUNG_PASIEN)} pasien cocok; persempit pencarian (mis. tambah nama belakang atau tanggal lahir)`
                  : petunjukCari(list.search)}
              </Typography>
            </Box>
            <Box sx={{ flex: '0 1 220px', alignSelf: 'flex-start' }}>
              <DateInput
                label="Tanggal Lahir"
                value={tanggalLahir}
                onChange={(v) => {
                  setTanggalLahir(v);
                  list.setPage(0);
                }}
                noMin
                size="small"
              />
            </Box>
            <Chip
              sx={{ alignSelf: 'flex-start', mt: 0.5 }}
              label="Hanya pasien sementara (Tn. X)"
              color={sementara ? 'warning' : 'default'}
              variant={sementara ? 'filled' : 'outlined'}
              onClick={() => {
                setSementara((s) => !s);
                list.setPage(0);
              }}
            />
          </>
        }
      />
    </Box>
  );
}
