import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  can,
  type IgdCepatMasukan,
  igdCepatInputSchema,
  LABEL_SEBUTAN_SEMENTARA,
  namaPasienSementara,
  type PendaftaranBaru,
  SEBUTAN_SEMENTARA,
  type SebutanSementara,
  sebutanSementara,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../shell/session.tsx';
import { useToast } from '../../shell/toast.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { BiayaPendaftaranInfo } from './BiayaPendaftaran.tsx';
import { urlTiketPdf, useDaftarIgdCepat, usePenjamin } from './pendaftaran.api.ts';

type Isian = {
  jenis_kelamin: 'L' | 'P' | '';
  perkiraan_umur: string;
  sebutan: SebutanSementara | '';
  ciri: string;
  ditemukan_di: string;
  diantar_oleh: string;
  keluhan: string;
  penjamin: string;
  no_kartu: string;
};
const KOSONG: Isian = {
  jenis_kelamin: '',
  perkiraan_umur: '',
  sebutan: '',
  ciri: '',
  ditemukan_di: '',
  diantar_oleh: '',
  keluhan: '',
  penjamin: 'UMUM',
  no_kartu: '',
};
type Galat = Partial<Record<keyof Isian | 'asuransi_uid', string>>;

/**
 * 'Pendaftaran Cepat (Tn. X)' on /antrian-igd and /list-igd: an unknown patient in the IGD, with
 * only what the team can see. The server makes a temporary record ('Tn. X 070130-003') and the
 * IGD queue entry; the registration desk merges it into the real record later (/detailpasien).
 */
export function IgdCepatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useSession();
  const toast = useToast();
  const penjamins = usePenjamin();
  const daftar = useDaftarIgdCepat();
  const [isi, setIsi] = useState<Isian>(KOSONG);
  const [galat, setGalat] = useState<Galat>({});
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const [tiket, setTiket] = useState<PendaftaranBaru | null>(null);
  const ubah = (k: keyof Isian) => (v: string) => {
    setIsi((s) => ({ ...s, [k]: v }));
    setGalat((g) => ({ ...g, [k]: undefined }));
  };

  const pj = penjamins.data?.find((p) => (p.asuransi_uid ?? p.penjamin_tarif) === isi.penjamin);
  const jenisPenjamin = pj?.penjamin_tarif ?? 'UMUM';
  const umur = /^\d+$/.test(isi.perkiraan_umur) ? Number(isi.perkiraan_umur) : null;
  const otomatis = isi.jenis_kelamin && umur !== null ? sebutanSementara(isi.jenis_kelamin, umur) : null;
  const sebutan = isi.sebutan || otomatis;

  const tutup = () => {
    setIsi(KOSONG);
    setGalat({});
    setGalatUmum(null);
    onClose();
  };

  const simpan = async () => {
    setGalatUmum(null);
    const body = {
      ...isi,
      jenis_kelamin: isi.jenis_kelamin || undefined,
      perkiraan_umur: umur ?? undefined,
      penjamin: jenisPenjamin,
      asuransi_uid: pj?.asuransi_uid ?? null,
    };
    const cek = igdCepatInputSchema.safeParse(body);
    if (!cek.success) {
      const g: Galat = {};
      for (const i of cek.error.issues) {
        const f = String(i.path[0]) as keyof Galat;
        g[f] ??= i.message;
      }
      setGalat(g);
      return;
    }
    try {
      const p = await daftar.mutateAsync(body as IgdCepatMasukan);
      toast.success(
        `${p.pasien.nama} (No. RM ${p.pasien.no_rm}) terdaftar di IGD dengan nomor antrian ${p.nomor_antrian}`,
      );
      tutup();
      // The ticket is the registration desk's document; the IGD team goes straight to the patient.
      if (can(user?.role, 'pendaftaran:write')) setTiket(p);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) {
        const g: Galat = {};
        for (const e of err.errors) g[e.path.split(/[./]/).pop() as keyof Galat] ??= e.message;
        setGalat(g);
      }
      setGalatUmum(err instanceof Error ? err.message : 'Terjadi kesalahan. Silakan coba lagi.');
    }
  };

  return (
    <>
      <Dialog open={open} onClose={daftar.isPending ? undefined : tutup} fullWidth maxWidth="sm">
        <DialogTitle>Pendaftaran Cepat Pasien Tanpa Identitas</DialogTitle>
        <DialogContent dividers>
          <Alert severity="info" icon={<PersonSearchIcon />} sx={{ mb: 2 }}>
            Untuk pasien gawat darurat yang belum diketahui identitasnya. Data sementara dibuat dengan No. RM
            baru dan digabungkan ke data pasien tetap setelah identitasnya diketahui.
          </Alert>
          {galatUmum ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {galatUmum}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Box>
              <FormLabel required error={Boolean(galat.jenis_kelamin)} sx={{ display: 'block', mb: 0.5 }}>
                Jenis Kelamin
              </FormLabel>
              <ToggleButtonGroup
                exclusive
                color="primary"
                value={isi.jenis_kelamin}
                onChange={(_, v: 'L' | 'P' | null) => v && ubah('jenis_kelamin')(v)}
                aria-label="Jenis kelamin"
                fullWidth
              >
                <ToggleButton value="L">Laki-Laki</ToggleButton>
                <ToggleButton value="P">Perempuan</ToggleButton>
              </ToggleButtonGroup>
              <FormHelperText error>{galat.jenis_kelamin ?? ' '}</FormHelperText>
            </Box>
            <TextField
              label="Perkiraan Umur"
              required
              value={isi.perkiraan_umur}
              onChange={(e) => ubah('perkiraan_umur')(e.target.value.replace(/\D/g, '').slice(0, 3))}
              error={Boolean(galat.perkiraan_umur)}
              helperText={galat.perkiraan_umur ?? 'Tanggal lahir dicatat 1 Juli tahun perkiraan'}
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { endAdornment: <Typography color="text.secondary">tahun</Typography> },
              }}
            />
            <TextField
              select
              label="Sebutan"
              value={isi.sebutan}
              onChange={(e) => ubah('sebutan')(e.target.value as SebutanSementara | '')}
              error={Boolean(galat.sebutan)}
              helperText={galat.sebutan ?? 'Otomatis dari jenis kelamin dan umur'}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">Otomatis{otomatis ? ` (${otomatis})` : ''}</MenuItem>
              {SEBUTAN_SEMENTARA.map((s) => (
                <MenuItem key={s} value={s}>
                  {LABEL_SEBUTAN_SEMENTARA[s]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Penjamin"
              value={isi.penjamin}
              onChange={(e) => ubah('penjamin')(e.target.value)}
              error={Boolean(galat.penjamin || galat.asuransi_uid)}
              helperText={galat.penjamin ?? galat.asuransi_uid ?? ' '}
            >
              {penjamins.data ? null : <MenuItem value="UMUM">Umum</MenuItem>}
              {(penjamins.data ?? []).map((p) => (
                <MenuItem key={p.asuransi_uid ?? p.penjamin_tarif} value={p.asuransi_uid ?? p.penjamin_tarif}>
                  {p.nama}
                </MenuItem>
              ))}
            </TextField>
            {jenisPenjamin !== 'UMUM' ? (
              <TextField
                label={jenisPenjamin === 'BPJS' ? 'No. Kartu BPJS (13 digit)' : 'No. Kartu / Polis'}
                required
                value={isi.no_kartu}
                onChange={(e) => ubah('no_kartu')(e.target.value)}
                error={Boolean(galat.no_kartu)}
                helperText={galat.no_kartu ?? ' '}
                sx={{ gridColumn: { sm: '1 / -1' } }}
              />
            ) : null}
            <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { sm: '1 / -1' }, mt: -1 }}>
              Akan tercatat sebagai{' '}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                {namaPasienSementara(sebutan ?? 'Tn.', toJakartaIsoDate(new Date()), 0).replace(
                  /-000$/,
                  '-…',
                )}
              </Box>{' '}
              (tanggal hari ini dan nomor urut harian).
            </Typography>
            <TextField
              label="Ciri-ciri (pakaian, tanda fisik)"
              value={isi.ciri}
              onChange={(e) => ubah('ciri')(e.target.value)}
              error={Boolean(galat.ciri)}
              helperText={galat.ciri ?? 'Membantu keluarga mengenali pasien'}
              multiline
              minRows={2}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
            <TextField
              label="Ditemukan di"
              value={isi.ditemukan_di}
              onChange={(e) => ubah('ditemukan_di')(e.target.value)}
              error={Boolean(galat.ditemukan_di)}
              helperText={galat.ditemukan_di ?? ' '}
            />
            <TextField
              label="Diantar oleh"
              value={isi.diantar_oleh}
              onChange={(e) => ubah('diantar_oleh')(e.target.value)}
              error={Boolean(galat.diantar_oleh)}
              helperText={galat.diantar_oleh ?? ' '}
            />
            <TextField
              label="Kondisi / keluhan saat datang"
              value={isi.keluhan}
              onChange={(e) => ubah('keluhan')(e.target.value)}
              error={Boolean(galat.keluhan)}
              helperText={galat.keluhan ?? ' '}
              multiline
              minRows={2}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={tutup} disabled={daftar.isPending}>
            Batal
          </Button>
          <Button variant="contained" onClick={() => void simpan()} loading={daftar.isPending}>
            Daftarkan ke IGD
          </Button>
        </DialogActions>
      </Dialog>
      <PdfViewerDialog
        open={Boolean(tiket)}
        title={`Tiket Antrian ${tiket?.nomor_antrian ?? ''}`}
        url={tiket ? urlTiketPdf(tiket.uid) : ''}
        onClose={() => setTiket(null)}
        keterangan={
          tiket ? <BiayaPendaftaranInfo biaya={tiket.biaya} peringatan={tiket.peringatan_biaya} /> : null
        }
      />
    </>
  );
}
