import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { PendaftaranBaru } from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { usePasien } from '../pasien/pasien.api.ts';
import { SepSetelahDaftar } from '../sep/SepSetelahDaftar.tsx';
import { BiayaPendaftaranInfo } from './BiayaPendaftaran.tsx';
import { FormPendaftaran } from './FormPendaftaran.tsx';
import { urlTiketPdf } from './pendaftaran.api.ts';

/**
 * /pendaftaran-pasien-baru/:id: the registration step for one patient (a new patient lands here
 * after saving). Once saved the ticket opens; closing it goes to the registration's detail.
 */
export function DaftarkanPasien({ uid }: { uid: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const pasien = usePasien(uid);
  const [hasil, setHasil] = useState<PendaftaranBaru | null>(null);

  return (
    <Box sx={{ maxWidth: 900 }}>
      <HalamanJudul
        judul="Daftarkan ke Poliklinik"
        keterangan="Pilih tanggal, poliklinik, dokter dan penjamin. Nomor antrian diberikan saat disimpan."
      />
      {pasien.isError ? <Alert severity="error">{pesanError(pasien.error)}</Alert> : null}
      {pasien.data ? (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          {pasien.data.digabung_ke ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Data pasien ini sudah digabung; daftarkan dengan data pasien tujuannya.
            </Alert>
          ) : null}
          <FormPendaftaran
            pasien={{
              uid: pasien.data.uid,
              no_rm: pasien.data.no_rm,
              nama: pasien.data.nama,
              no_bpjs: pasien.data.no_bpjs,
            }}
            onBatal={() => navigate('/pendaftaran')}
            onTersimpan={(p) => {
              toast.success(`Pasien terdaftar dengan nomor antrian ${p.nomor_antrian}`);
              setHasil(p);
            }}
          />
        </Paper>
      ) : pasien.isLoading ? (
        <Skeleton variant="rounded" height={360} />
      ) : null}
      <PdfViewerDialog
        open={Boolean(hasil)}
        title={`Tiket Antrian ${hasil?.nomor_antrian ?? ''}`}
        url={hasil ? urlTiketPdf(hasil.uid) : ''}
        onClose={() => {
          if (hasil) navigate(`/detailpendaftaran/${hasil.uid}`);
        }}
        keterangan={
          hasil ? (
            <>
              <BiayaPendaftaranInfo biaya={hasil.biaya} peringatan={hasil.peringatan_biaya} />
              {hasil.sep ? <SepSetelahDaftar layananUid={hasil.uid} awal={hasil.sep} /> : null}
            </>
          ) : null
        }
      />
    </Box>
  );
}
