import HowToRegIcon from '@mui/icons-material/HowToReg';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  LABEL_STATUS_ANTRIAN,
  type PendaftaranBaru,
  pendaftaranApi,
  STATUS_ANTRIAN,
  type StatusAntrian,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import { useToast } from '../../shell/toast.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { DateInput } from '../../ui/DateInput.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { SepSetelahDaftar } from '../sep/SepSetelahDaftar.tsx';
import { BiayaPendaftaranInfo } from './BiayaPendaftaran.tsx';
import { DaftarkanDialog } from './DaftarkanDialog.tsx';
import { urlTiketPdf, usePoliAktif } from './pendaftaran.api.ts';
import { KOLOM_PENDAFTARAN } from './pendaftaran.columns.tsx';

/** /pendaftaran: the day's registrations, refreshed every 20 s, and 'Daftarkan Pasien'. */
export default function PendaftaranPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [tanggal, setTanggal] = useState<string | undefined>(toJakartaIsoDate(new Date()));
  const [poli, setPoli] = useState('');
  const [status, setStatus] = useState<StatusAntrian | ''>('');
  const [dialog, setDialog] = useState(false);
  const [tiket, setTiket] = useState<PendaftaranBaru | null>(null);
  const polis = usePoliAktif();
  const list = usePagedList(
    pendaftaranApi.daftar,
    { tanggal, poli: poli || undefined, status: status || undefined },
    { polling: true },
  );

  return (
    <Box>
      <HalamanJudul
        judul="Pendaftaran"
        keterangan="Pendaftaran pasien ke poliklinik dan IGD; nomor antrian diberikan otomatis per poli per hari."
        aksi={
          <Button variant="contained" startIcon={<HowToRegIcon />} onClick={() => setDialog(true)}>
            Daftarkan Pasien
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={KOLOM_PENDAFTARAN}
        rowKey={(p) => p.uid}
        onRowClick={(p) => navigate(`/detailpendaftaran/${p.uid}`)}
        emptyText="Belum ada pendaftaran untuk filter ini"
        toolbar={
          <>
            <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari nama, No. RM atau nomor antrian…"
                fullWidth
              />
            </Box>
            <Box sx={{ flex: '0 1 200px' }}>
              <DateInput
                label="Tanggal"
                value={tanggal}
                onChange={(v) => {
                  setTanggal(v);
                  list.setPage(0);
                }}
                noMax
                size="small"
              />
            </Box>
            <TextField
              select
              size="small"
              label="Poli"
              value={poli}
              onChange={(e) => {
                setPoli(e.target.value);
                list.setPage(0);
              }}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">Semua poli</MenuItem>
              {(polis.data ?? []).map((p) => (
                <MenuItem key={p.uid} value={p.uid}>
                  {p.nama}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
              {(['', ...STATUS_ANTRIAN] as const).map((s) => (
                <Chip
                  key={s || 'semua'}
                  label={s ? LABEL_STATUS_ANTRIAN[s] : 'Semua'}
                  color={status === s ? 'primary' : 'default'}
                  variant={status === s ? 'filled' : 'outlined'}
                  onClick={() => {
                    setStatus(s);
                    list.setPage(0);
                  }}
                />
              ))}
            </Box>
          </>
        }
      />
      <DaftarkanDialog
        open={dialog}
        onClose={() => setDialog(false)}
        onTersimpan={(p) => {
          setDialog(false);
          toast.success(`Pasien terdaftar dengan nomor antrian ${p.nomor_antrian}`);
          setTiket(p);
        }}
      />
      <PdfViewerDialog
        open={Boolean(tiket)}
        title={`Tiket Antrian ${tiket?.nomor_antrian ?? ''}`}
        url={tiket ? urlTiketPdf(tiket.uid) : ''}
        onClose={() => setTiket(null)}
        keterangan={
          tiket ? (
            <>
              <BiayaPendaftaranInfo biaya={tiket.biaya} peringatan={tiket.peringatan_biaya} />
              {tiket.sep ? <SepSetelahDaftar layananUid={tiket.uid} awal={tiket.sep} /> : null}
            </>
          ) : null
        }
      />
    </Box>
  );
}
