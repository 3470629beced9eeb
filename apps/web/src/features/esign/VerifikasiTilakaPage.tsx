import CancelIcon from '@mui/icons-material/Cancel';
import FindInPageIcon from '@mui/icons-material/FindInPage';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  esignApi,
  formatTanggal,
  formatTanggalWaktu,
  LABEL_JENIS_DOKUMEN_TTD,
  type VerifikasiTtd,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ApiError } from '../../api/client.ts';
import { kueri } from '../../api/kontrak.ts';
import { useNamaFaskes } from '../../shell/faskes.ts';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { KartuPenanda } from './KartuPenanda.tsx';

const POLA_UID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Nada = 'success' | 'error' | 'warning' | 'grey';

function Putusan({
  nada,
  ikon,
  judul,
  children,
}: {
  nada: Nada;
  ikon: ReactNode;
  judul: string;
  children?: ReactNode;
}) {
  const warna = nada === 'grey' ? 'grey.700' : `${nada}.main`;
  return (
    <Box
      role="status"
      sx={{
        bgcolor: warna,
        color: 'common.white',
        borderRadius: 3,
        p: { xs: 2.5, sm: 3 },
        textAlign: 'center',
      }}
    >
      <Box sx={{ '& svg': { fontSize: 56 } }}>{ikon}</Box>
      <Typography
        component="h1"
        sx={{ fontSize: { xs: 22, sm: 26 }, fontWeight: 700, lineHeight: 1.25, mt: 0.5 }}
      >
        {judul}
      </Typography>
      {children ? <Box sx={{ mt: 1, typography: 'body2', opacity: 0.95 }}>{children}</Box> : null}
    </Box>
  );
}

function Baris({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function PutusanDokumen({ v, faskes }: { v: VerifikasiTtd; faskes: string }) {
  if (!v.ditandatangani)
    return (
      <Putusan
        nada="grey"
        ikon={<InfoOutlinedIcon />}
        judul="Dokumen terdaftar tetapi belum ditandatangani secara elektronik"
      >
        Dokumen ini tercatat di {faskes}, tetapi belum memuat tanda tangan elektronik.
      </Putusan>
    );
  if (v.sah)
    return (
      <Putusan nada="success" ikon={<VerifiedIcon />} judul="Dokumen asli dan tanda tangan sah">
        Isi dokumen tidak berubah sejak ditandatangani, dan setiap tanda tangan memakai sertifikat yang
        diterbitkan untuk penanda tangannya.
      </Putusan>
    );
  return (
    <Putusan nada="error" ikon={<CancelIcon />} judul="Dokumen TIDAK sah">
      {v.masalah.length ? (
        <Box component="ul" sx={{ textAlign: 'left', m: 0, mt: 1, pl: 2.5, '& li': { mb: 0.5 } }}>
          {v.masalah.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Box>
      ) : null}
      <Box sx={{ mt: 1, fontWeight: 600 }}>
        Jangan gunakan dokumen ini. Hubungi {faskes} untuk konfirmasi.
      </Box>
    </Putusan>
  );
}

function Kosong({ judul, children, aksi }: { judul: string; children: ReactNode; aksi?: ReactNode }) {
  return (
    <Putusan nada="grey" ikon={<FindInPageIcon />} judul={judul}>
      {children}
      {aksi ? <Box sx={{ mt: 2 }}>{aksi}</Box> : null}
    </Putusan>
  );
}

/**
 * /tilaka-verifikasi/:id — public, opened from the QR code on a printed document, usually on a
 * phone: whether the document is the original and each signature valid, checked by the server
 * from the stored PDF's bytes. No session is needed or shown.
 */
export default function VerifikasiTilakaPage({ params }: HalamanProps) {
  const uid = params.id ?? '';
  const uidSah = POLA_UID.test(uid);
  const namaFaskes = useNamaFaskes();
  const q = useQuery({
    ...kueri(esignApi.verifikasi, { params: { uid } }),
    select: (r) => r.respon,
    enabled: uidSah,
    // A verdict must reflect the file now, not a minute ago.
    staleTime: 0,
  });
  const v = q.data;
  const faskes = v?.faskes ?? namaFaskes;
  const tidakAda = !uidSah || (q.error instanceof ApiError && q.error.status === 404);

  useEffect(() => {
    document.title = 'Verifikasi Dokumen Elektronik';
  }, []);

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'grey.100', py: { xs: 2, sm: 5 }, px: { xs: 1.5, sm: 2 } }}>
      <Box component="main" sx={{ maxWidth: 520, mx: 'auto', display: 'grid', gap: 2 }}>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {faskes}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Verifikasi Dokumen Elektronik
          </Typography>
        </Box>

        {tidakAda ? (
          <Kosong judul="Dokumen tidak ditemukan">
            Kode QR ini tidak dikenal. Pastikan Anda memindai kode QR pada dokumen asli dari {faskes}.
          </Kosong>
        ) : q.isError ? (
          <Kosong
            judul="Verifikasi belum dapat dilakukan"
            aksi={
              <Button
                variant="contained"
                color="inherit"
                sx={{ color: 'grey.800' }}
                onClick={() => void q.refetch()}
              >
                Coba lagi
              </Button>
            }
          >
            Server tidak dapat dihubungi. Periksa koneksi internet Anda, lalu coba lagi.
          </Kosong>
        ) : !v ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }} role="status">
              Memeriksa dokumen dan tanda tangannya…
            </Typography>
            <Skeleton variant="rounded" height={170} sx={{ borderRadius: 3 }} />
            <Skeleton variant="rounded" height={260} sx={{ borderRadius: 3 }} />
          </>
        ) : (
          <>
            <PutusanDokumen v={v} faskes={faskes} />

            <Paper sx={{ px: 2.5, py: 1.5, borderRadius: 3 }}>
              <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ pt: 0.5 }}>
                DOKUMEN
              </Typography>
              <Baris label="Jenis">{LABEL_JENIS_DOKUMEN_TTD[v.dokumen.jenis]}</Baris>
              <Baris label="Judul">{v.dokumen.judul}</Baris>
              {v.dokumen.nomor ? (
                <Baris label="Nomor">
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {v.dokumen.nomor}
                  </Box>
                </Baris>
              ) : null}
              <Baris label="Tanggal">{formatTanggal(v.dokumen.tanggal)}</Baris>
              {v.pasien_inisial ? <Baris label="Pasien (inisial)">{v.pasien_inisial}</Baris> : null}
              <Baris label="Diterbitkan oleh">{faskes}</Baris>
            </Paper>

            {v.penanda.length ? (
              <Paper sx={{ px: 2.5, py: 1.5, borderRadius: 3 }}>
                <Typography
                  variant="subtitle2"
                  component="h2"
                  color="text.secondary"
                  sx={{ pt: 0.5, pb: 0.5 }}
                >
                  DITANDATANGANI OLEH
                </Typography>
                {v.penanda.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: signatures in the file's order, never reordered
                  <KartuPenanda key={i} p={p} />
                ))}
              </Paper>
            ) : null}

            <Box sx={{ px: 1, color: 'text.secondary' }}>
              {v.sha256 ? (
                <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
                  SHA-256 berkas:{' '}
                  <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 11 }}>
                    {v.sha256}
                  </Box>
                </Typography>
              ) : null}
              <Typography variant="caption" component="p">
                Diperiksa {formatTanggalWaktu(v.diperiksa_pada)}
              </Typography>
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
