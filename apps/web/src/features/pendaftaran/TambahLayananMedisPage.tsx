import AddCircleIcon from '@mui/icons-material/AddCircle';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatTanggal,
  type LayananTambahanInput,
  layananTambahanInputSchema,
  type Pendaftaran,
  pendaftaranApi,
  toJakartaIsoDate,
} from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { usePagedList } from '../../api/query.ts';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { PoliDokterFields } from './PoliDokterFields.tsx';
import { urlTiketPdf, usePendaftaran, useTambahLayanan } from './pendaftaran.api.ts';
import { StatusAntrianChip } from './StatusAntrianChip.tsx';

type Field = 'poli_uid' | 'dokter_uid' | 'keluhan';

/** /tambah-layanan-medis/:id (id = a registration of the visit): the visit, then the next clinic. */
export default function TambahLayananMedisPage({ params }: HalamanProps) {
  const navigate = useNavigate();
  const q = usePendaftaran(params.id);
  const kembali = (
    <Button startIcon={<ArrowBackIcon />} color="inherit" onClick={() => navigate('/layanan-medis')}>
      Kembali
    </Button>
  );
  if (q.isError)
    return (
      <Box>
        <HalamanJudul judul="Tambah Layanan Medis" aksi={kembali} />
        <Alert severity="error">{pesanError(q.error)}</Alert>
      </Box>
    );
  if (!q.data) return <Skeleton variant="rounded" height={320} />;
  return <TambahLayanan p={q.data} kembali={kembali} />;
}

function TambahLayanan({ p, kembali }: { p: Pendaftaran; kembali: ReactNode }) {
  const toast = useToast();
  const layanan = usePagedList(pendaftaranApi.daftar, { kunjungan: p.kunjungan_uid });
  const tambah = useTambahLayanan(p.uid);
  const [poliUid, setPoliUid] = useState('');
  const [dokterUid, setDokterUid] = useState('');
  const [keluhan, setKeluhan] = useState('');
  const [galat, setGalat] = useState<Partial<Record<Field, string>>>({});
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const [tiket, setTiket] = useState<Pendaftaran | null>(null);
  // The server's rule: the visit's day, or today when the visit began earlier (ISO dates sort).
  const tanggal = [p.tanggal, toJakartaIsoDate(new Date())].sort()[1] ?? p.tanggal;
  const aktif = p.status_kunjungan === 'AKTIF';
  const sudah = layanan.rows.filter((l) => l.status !== 'BATAL').map((l) => l.poli.uid);

  const simpan = async () => {
    setGalatUmum(null);
    const cek = layananTambahanInputSchema.safeParse({
      poli_uid: poliUid,
      dokter_uid: dokterUid || null,
      keluhan,
    });
    if (!cek.success) {
      const g: Partial<Record<Field, string>> = {};
      for (const i of cek.error.issues) g[String(i.path[0]) as Field] ??= i.message;
      setGalat(g);
      return;
    }
    try {
      const baru = await tambah.mutateAsync(cek.data as LayananTambahanInput);
      toast.success(`Layanan ${baru.poli.nama} ditambahkan dengan nomor antrian ${baru.nomor_antrian}`);
      setTiket(baru);
    } catch (err) {
      const g: Partial<Record<Field, string>> = {};
      if (err instanceof ApiError)
        for (const e of err.errors) {
          const f = (['poli_uid', 'dokter_uid', 'keluhan'] as const).find((x) => e.path.includes(x));
          if (f) g[f] = e.message;
        }
      setGalat(g);
      if (!Object.keys(g).length || (err instanceof ApiError && err.status === 409))
        setGalatUmum(pesanError(err));
    }
  };

  return (
    <Box sx={{ maxWidth: 960 }}>
      <HalamanJudul
        judul="Tambah Layanan Medis"
        keterangan={`${p.pasien.nama} · No. RM ${p.pasien.no_rm} · kunjungan ${formatTanggal(p.tanggal)}`}
        aksi={kembali}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Kunjungan
          </Typography>
          <Typography variant="body2">
            Penjamin: <strong>{p.penjamin_label}</strong>
            {p.no_kartu ? ` · ${p.no_kartu}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Layanan baru memakai penjamin yang sama dan masuk tagihan kunjungan ini.
          </Typography>
          <Typography variant="overline" color="text.secondary">
            Layanan dalam kunjungan ini
          </Typography>
          {layanan.rows.map((l) => (
            <Box
              key={l.uid}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ fontFamily: 'monospace', fontWeight: 800, minWidth: 64 }}>
                {l.nomor_antrian}
              </Typography>
              <Box sx={{ flex: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {l.poli.nama}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {l.dokter?.nama ?? 'Tanpa dokter'}
                </Typography>
              </Box>
              <StatusAntrianChip status={l.status} />
            </Box>
          ))}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
            Layanan Berikutnya · {formatTanggal(tanggal)}
          </Typography>
          {!aktif ? (
            <Alert severity="warning">
              Kunjungan ini sudah selesai atau dibatalkan; layanan tidak dapat ditambah.
            </Alert>
          ) : (
            <Box sx={{ display: 'grid', gap: 2 }}>
              {galatUmum ? <Alert severity="error">{galatUmum}</Alert> : null}
              <PoliDokterFields
                tanggal={tanggal}
                poliUid={poliUid}
                dokterUid={dokterUid}
                kecuali={sudah}
                onPoli={(uid) => {
                  setPoliUid(uid);
                  setDokterUid('');
                  setGalat((g) => ({ ...g, poli_uid: undefined }));
                }}
                onDokter={(uid) => {
                  setDokterUid(uid);
                  setGalat((g) => ({ ...g, dokter_uid: undefined }));
                }}
                galat={galat}
              />
              <TextField
                label="Keluhan / alasan konsul (opsional)"
                value={keluhan}
                onChange={(e) => setKeluhan(e.target.value)}
                error={Boolean(galat.keluhan)}
                helperText={galat.keluhan ?? ' '}
                multiline
                minRows={2}
              />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <Button
                  variant="contained"
                  startIcon={<AddCircleIcon />}
                  onClick={() => void simpan()}
                  loading={tambah.isPending}
                >
                  Tambah Layanan
                </Button>
              </Box>
            </Box>
          )}
        </Paper>
      </Box>
      <PdfViewerDialog
        open={Boolean(tiket)}
        title={`Tiket Antrian ${tiket?.nomor_antrian ?? ''}`}
        url={tiket ? urlTiketPdf(tiket.uid) : ''}
        onClose={() => {
          setTiket(null);
          setPoliUid('');
          setDokterUid('');
          setKeluhan('');
        }}
      />
    </Box>
  );
}
