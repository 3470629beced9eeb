import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatTanggalJam,
  JENIS_PERANGKAT,
  type JenisPerangkat,
  LABEL_JENIS_PERANGKAT,
  type Perangkat,
} from '@rawat/domain';
import { useState } from 'react';
import { useToast } from '../../shell/toast.tsx';
import { useConfirm } from '../../ui/confirm.tsx';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import {
  aksiPerangkat,
  useDaftarPerangkat,
  usePilihanLingkup,
  useSegarkanPerangkat,
} from './perangkat.api.ts';

/** The activation link to open once on the device: shown once, never stored by the server. */
function TautanAktivasi({ nama, tautan, onTutup }: { nama: string; tautan: string; onTutup: () => void }) {
  const toast = useToast();
  const lengkap = `${window.location.origin}${tautan}`;
  return (
    <Dialog open onClose={onTutup} maxWidth="sm" fullWidth>
      <DialogTitle>Tautan aktivasi {nama}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Tautan ini hanya ditampilkan <b>sekali</b>. Buka di peramban perangkat (anjungan atau TV); token
          tersimpan di perangkat dan hilang dari alamat. Jika hilang, terbitkan token baru.
        </Alert>
        <TextField
          label="Tautan aktivasi"
          value={lengkap}
          fullWidth
          multiline
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(lengkap)
              .then(() => toast.success('Tautan disalin'))
              .catch(() => toast.error('Tidak dapat menyalin; pilih teks lalu salin manual'))
          }
        >
          Salin
        </Button>
        <Button variant="contained" onClick={onTutup}>
          Selesai
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function FormPerangkat({
  perangkat,
  onTutup,
  onToken,
}: {
  perangkat: Perangkat | null;
  onTutup: () => void;
  onToken: (nama: string, tautan: string) => void;
}) {
  const toast = useToast();
  const segarkan = useSegarkanPerangkat();
  const pilihan = usePilihanLingkup();
  const [nama, setNama] = useState(perangkat?.nama ?? '');
  const [jenis, setJenis] = useState<JenisPerangkat>(perangkat?.jenis ?? 'ANJUNGAN');
  const [lingkup, setLingkup] = useState<string[]>(perangkat?.lingkup ?? []);
  const [menyimpan, setMenyimpan] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);

  const simpan = async () => {
    setMenyimpan(true);
    setGalat(null);
    try {
      if (perangkat) {
        await aksiPerangkat.ubah(perangkat.uid, { nama, lingkup });
        toast.success('Perangkat disimpan');
      } else {
        const r = await aksiPerangkat.buat({ nama, jenis, lingkup: jenis === 'ANJUNGAN' ? [] : lingkup });
        onToken(r.respon.perangkat.nama, r.respon.tautan);
      }
      await segarkan();
      onTutup();
    } catch (err) {
      setGalat(err instanceof Error ? err.message : 'Gagal menyimpan');
    } finally {
      setMenyimpan(false);
    }
  };

  return (
    <Dialog open onClose={onTutup} maxWidth="sm" fullWidth>
      <DialogTitle>{perangkat ? 'Ubah Perangkat' : 'Tambah Perangkat'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {galat ? <Alert severity="error">{galat}</Alert> : null}
          <TextField
            label="Nama perangkat"
            value={nama}
            onChange={(e) => setNama(e.target.value)}
            autoFocus
            required
          />
          <TextField
            select
            label="Jenis"
            value={jenis}
            disabled={Boolean(perangkat)}
            onChange={(e) => {
              setJenis(e.target.value as JenisPerangkat);
              setLingkup([]);
            }}
          >
            {JENIS_PERANGKAT.map((j) => (
              <MenuItem key={j} value={j}>
                {LABEL_JENIS_PERANGKAT[j]}
              </MenuItem>
            ))}
          </TextField>
          {jenis === 'LAYAR_FARMASI' ? (
            <TextField
              select
              label="Depo farmasi"
              value={lingkup[0] ?? ''}
              onChange={(e) => setLingkup([e.target.value])}
            >
              {(pilihan.data?.depo ?? []).map((d) => (
                <MenuItem key={d.uid} value={d.uid}>
                  {d.nama}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {jenis === 'LAYAR_POLI' ? (
            <TextField
              select
              label="Poliklinik yang ditampilkan"
              value={lingkup}
              onChange={(e) =>
                setLingkup(typeof e.target.value === 'string' ? [e.target.value] : e.target.value)
              }
              slotProps={{ select: { multiple: true } }}
              helperText="Satu layar dapat menampilkan beberapa poli"
            >
              {(pilihan.data?.poli ?? []).map((p) => (
                <MenuItem key={p.uid} value={p.uid}>
                  {p.nama}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onTutup}>Batal</Button>
        <Button variant="contained" onClick={() => void simpan()} disabled={menyimpan}>
          Simpan
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /kelola-perangkat: kiosks and TV screens with their own tokens (ADMIN, docs/perangkat.md). */
export default function KelolaPerangkatPage() {
  const toast = useToast();
  const confirm = useConfirm();
  const daftar = useDaftarPerangkat();
  const segarkan = useSegarkanPerangkat();
  const [form, setForm] = useState<{ perangkat: Perangkat | null } | null>(null);
  const [aktivasi, setAktivasi] = useState<{ nama: string; tautan: string } | null>(null);

  const tokenBaru = (p: Perangkat) =>
    confirm({
      title: 'Terbitkan token baru?',
      message: (
        <>
          Token lama <b>{p.nama}</b> langsung tidak berlaku: perangkat itu harus dibuka lagi dengan tautan
          aktivasi yang baru.
        </>
      ),
      confirmLabel: 'Terbitkan',
      onConfirm: async () => {
        const r = await aksiPerangkat.tokenBaru(p.uid);
        setAktivasi({ nama: p.nama, tautan: r.respon.tautan });
        await segarkan();
      },
    });

  const gantiStatus = async (p: Perangkat) => {
    try {
      await aksiPerangkat.status(p.uid, !p.aktif);
      toast.success(p.aktif ? `${p.nama} dinonaktifkan` : `${p.nama} diaktifkan`);
      await segarkan();
    } catch (err) {
      toast.error(err);
    }
  };

  return (
    <Box>
      <HalamanJudul
        judul="Perangkat Anjungan & Display"
        keterangan="Anjungan pendaftaran mandiri dan layar antrean yang bekerja tanpa login petugas, masing-masing dengan tokennya sendiri."
        aksi={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ perangkat: null })}>
            Tambah Perangkat
          </Button>
        }
      />
      {daftar.isError ? (
        <GagalMuat error={daftar.error} onRetry={() => void daftar.refetch()} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Nama</TableCell>
                <TableCell>Jenis</TableCell>
                <TableCell>Lingkup</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Terakhir aktif</TableCell>
                <TableCell align="right">Aksi</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(daftar.data ?? []).map((p) => (
                <TableRow key={p.uid} hover>
                  <TableCell>{p.nama}</TableCell>
                  <TableCell>{p.jenis_label}</TableCell>
                  <TableCell>{p.lingkup_nama.length ? p.lingkup_nama.join(', ') : '—'}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={p.aktif ? 'Aktif' : 'Nonaktif'}
                      color={p.aktif ? 'success' : 'default'}
                      variant={p.aktif ? 'filled' : 'outlined'}
                    />
                  </TableCell>
                  <TableCell>
                    {p.terakhir_aktif ? formatTanggalJam(p.terakhir_aktif) : 'Belum pernah'}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setForm({ perangkat: p })}>
                      Ubah
                    </Button>
                    <Button size="small" disabled={!p.aktif} onClick={() => void tokenBaru(p)}>
                      Token baru
                    </Button>
                    <Button
                      size="small"
                      color={p.aktif ? 'error' : 'primary'}
                      onClick={() => void gantiStatus(p)}
                    >
                      {p.aktif ? 'Nonaktifkan' : 'Aktifkan'}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {daftar.data && daftar.data.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6}>
                    <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                      Belum ada perangkat. Tambahkan anjungan atau layar antrean.
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {form ? (
        <FormPerangkat
          perangkat={form.perangkat}
          onTutup={() => setForm(null)}
          onToken={(nama, tautan) => setAktivasi({ nama, tautan })}
        />
      ) : null}
      {aktivasi ? <TautanAktivasi {...aktivasi} onTutup={() => setAktivasi(null)} /> : null}
    </Box>
  );
}
