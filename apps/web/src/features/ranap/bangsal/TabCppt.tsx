import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Cppt,
  formatTanggalJam,
  type HeaderPerawatan,
  LABEL_PROFESI_CPPT,
  type ProfesiCppt,
} from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { type IsiCppt, useCppt, useTulisCppt, useVerifikasiCppt } from './bangsal.api.ts';

const WARNA_PROFESI: Record<ProfesiCppt, 'primary' | 'secondary' | 'success' | 'warning' | 'info'> = {
  DOKTER: 'primary',
  PERAWAT: 'secondary',
  AHLI_GIZI: 'success',
  APOTEKER: 'warning',
  TERAPIS: 'info',
};

const BAGIAN = [
  { nama: 'subjektif', label: 'S — Subjektif' },
  { nama: 'objektif', label: 'O — Objektif' },
  { nama: 'asesmen', label: 'A — Asesmen' },
  { nama: 'plan', label: 'P — Plan' },
  { nama: 'instruksi', label: 'Instruksi PPA' },
] as const;
type Bagian = (typeof BAGIAN)[number]['nama'];
const KOSONG: Record<Bagian, string> = { subjektif: '', objektif: '', asesmen: '', plan: '', instruksi: '' };

/** Writing a note, or its correction (a new note; the old one is kept and struck through). */
function FormCppt({
  layananUid,
  koreksi,
  onSelesai,
}: {
  layananUid: string;
  koreksi: Cppt | null;
  onSelesai: () => void;
}) {
  const toast = useToast();
  const tulis = useTulisCppt(layananUid);
  const [isi, setIsi] = useState<Record<Bagian, string>>(() =>
    koreksi
      ? {
          subjektif: koreksi.subjektif ?? '',
          objektif: koreksi.objektif ?? '',
          asesmen: koreksi.asesmen ?? '',
          plan: koreksi.plan ?? '',
          instruksi: koreksi.instruksi ?? '',
        }
      : KOSONG,
  );
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [galatUmum, setGalatUmum] = useState<string | null>(null);

  const simpan = async () => {
    setGalat({});
    setGalatUmum(null);
    try {
      await tulis.mutateAsync({ body: isi satisfies IsiCppt, koreksi: koreksi?.uid ?? null });
      toast.success(koreksi ? 'Koreksi CPPT tersimpan' : 'Catatan CPPT tersimpan');
      setIsi(KOSONG);
      onSelesai();
    } catch (e) {
      if (e instanceof ApiError && e.errors.length)
        setGalat(Object.fromEntries(e.errors.map((x) => [x.path, x.message])));
      setGalatUmum(pesanError(e));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
        {koreksi ? `Koreksi catatan ${formatTanggalJam(koreksi.waktu)}` : 'Tulis catatan CPPT'}
      </Typography>
      <Grid container spacing={1.5}>
        {BAGIAN.map((b) => (
          <Grid key={b.nama} size={{ xs: 12, md: b.nama === 'instruksi' ? 12 : 6 }}>
            <TextField
              label={b.label}
              value={isi[b.nama]}
              onChange={(e) => setIsi((v) => ({ ...v, [b.nama]: e.target.value }))}
              multiline
              minRows={2}
              fullWidth
              size="small"
              error={Boolean(galat[b.nama])}
              helperText={galat[b.nama]}
            />
          </Grid>
        ))}
      </Grid>
      {galatUmum && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {galatUmum}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1.5 }}>
        {koreksi && <Button onClick={onSelesai}>Batal</Button>}
        <Button variant="contained" onClick={simpan} disabled={tulis.isPending}>
          {koreksi ? 'Simpan Koreksi' : 'Simpan & Tandatangani'}
        </Button>
      </Box>
    </Paper>
  );
}

function KartuCppt({
  c,
  onKoreksi,
  onVerifikasi,
}: {
  c: Cppt;
  onKoreksi: () => void;
  onVerifikasi: () => void;
}) {
  const dikoreksi = c.dikoreksi_oleh_uid !== null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5, opacity: dikoreksi ? 0.6 : 1 }} data-testid="kartu-cppt">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Chip size="small" color={WARNA_PROFESI[c.profesi]} label={LABEL_PROFESI_CPPT[c.profesi]} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {c.nama_penulis}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatTanggalJam(c.waktu)}
        </Typography>
        {c.mengoreksi_uid && <Chip size="small" variant="outlined" label="Koreksi" />}
        {dikoreksi && <Chip size="small" color="default" label="Dikoreksi" />}
        {c.verifikasi && (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            icon={<VerifiedIcon />}
            label={`Diverifikasi ${c.verifikasi.nama} · ${formatTanggalJam(c.verifikasi.pada)}`}
          />
        )}
        <Box sx={{ flex: 1 }} />
        {c.boleh_koreksi && (
          <Button size="small" onClick={onKoreksi}>
            Koreksi
          </Button>
        )}
        {c.boleh_verifikasi && (
          <Button size="small" variant="outlined" color="success" onClick={onVerifikasi}>
            Verifikasi
          </Button>
        )}
      </Box>
      <Box sx={{ textDecoration: dikoreksi ? 'line-through' : 'none' }}>
        {BAGIAN.map((b) =>
          c[b.nama] ? (
            <Typography key={b.nama} variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 0.5 }}>
              <strong>{b.nama === 'instruksi' ? 'Instruksi' : b.nama[0]?.toUpperCase()}:</strong> {c[b.nama]}
            </Typography>
          ) : null,
        )}
      </Box>
    </Paper>
  );
}

/** The CPPT tab: newest first; the form on top for whoever may write. */
export function TabCppt({ h }: { h: HeaderPerawatan }) {
  const toast = useToast();
  const confirm = useConfirm();
  const list = useCppt(h.layanan_uid);
  const verifikasi = useVerifikasiCppt(h.layanan_uid);
  const [koreksi, setKoreksi] = useState<Cppt | null>(null);

  const verif = async (c: Cppt) => {
    const ok = await confirm({
      title: 'Verifikasi CPPT',
      message: `Verifikasi catatan ${LABEL_PROFESI_CPPT[c.profesi]} ${c.nama_penulis} (${formatTanggalJam(c.waktu)}) sebagai DPJP?`,
      confirmLabel: 'Verifikasi',
    });
    if (!ok) return;
    try {
      await verifikasi.mutateAsync(c.uid);
      toast.success('Catatan diverifikasi');
    } catch (e) {
      toast.error(e);
    }
  };

  return (
    <Box>
      {h.boleh.tulis_cppt && (
        <FormCppt
          key={koreksi?.uid ?? 'baru'}
          layananUid={h.layanan_uid}
          koreksi={koreksi}
          onSelesai={() => setKoreksi(null)}
        />
      )}
      {list.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Belum ada catatan CPPT.
        </Typography>
      )}
      {list.data?.map((c) => (
        <KartuCppt
          key={c.uid}
          c={c}
          onKoreksi={() => {
            setKoreksi(c);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          onVerifikasi={() => verif(c)}
        />
      ))}
    </Box>
  );
}
