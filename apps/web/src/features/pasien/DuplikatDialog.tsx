import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  ALASAN_DUPLIKAT_MENOLAK,
  type DuplikatPasien,
  formatTanggalPendek,
  formatUmur,
  LABEL_ALASAN_DUPLIKAT,
  LABEL_JENIS_KELAMIN,
} from '@rawat/domain';

interface Props {
  /** The likely duplicates; empty closes the dialog. */
  daftar: DuplikatPasien[];
  menyimpan: boolean;
  onBatal: () => void;
  onBuka: (uid: string) => void;
  onTetapSimpan: () => void;
}

/**
 * Shown before a new patient is saved when patients like them exist: each with why it looks like
 * the same person, a button to open it, and — unless the NIK or BPJS number is taken — saving anyway.
 */
export function DuplikatDialog({ daftar, menyimpan, onBatal, onBuka, onTetapSimpan }: Props) {
  const theme = useTheme();
  const layarKecil = useMediaQuery(theme.breakpoints.down('sm'));
  const ditolak = daftar.some((d) => d.alasan.some((a) => ALASAN_DUPLIKAT_MENOLAK.includes(a)));
  return (
    <Dialog
      open={daftar.length > 0}
      onClose={menyimpan ? undefined : onBatal}
      fullWidth
      maxWidth="md"
      fullScreen={layarKecil}
    >
      <DialogTitle>Pasien ini mungkin sudah terdaftar</DialogTitle>
      <DialogContent dividers>
        <Alert severity={ditolak ? 'error' : 'warning'} sx={{ mb: 1 }}>
          {ditolak
            ? 'NIK atau nomor BPJS ini sudah dipakai pasien lain. Buka data pasien tersebut dan daftarkan kunjungannya dari sana.'
            : 'Periksa daftar di bawah. Bila orangnya sama, buka datanya agar riwayat rekam medisnya tetap satu.'}
        </Alert>
        <List dense>
          {daftar.map(({ pasien: p, alasan }) => (
            <ListItem
              key={p.uid}
              divider
              secondaryAction={
                <Button size="small" variant="outlined" onClick={() => onBuka(p.uid)} disabled={menyimpan}>
                  Buka Data Pasien
                </Button>
              }
              sx={{ pr: 20 }}
            >
              <ListItemText
                primary={
                  <Box
                    component="span"
                    sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                  >
                    <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                      {p.no_rm}
                    </Box>
                    <span>{p.nama}</span>
                    {alasan.map((a) => (
                      <Chip
                        key={a}
                        size="small"
                        color={ALASAN_DUPLIKAT_MENOLAK.includes(a) ? 'error' : 'warning'}
                        label={LABEL_ALASAN_DUPLIKAT[a]}
                      />
                    ))}
                  </Box>
                }
                secondary={[
                  LABEL_JENIS_KELAMIN[p.jenis_kelamin],
                  `lahir ${formatTanggalPendek(p.tanggal_lahir)} (${formatUmur(p.tanggal_lahir)})`,
                  p.nik_tersamar ? `NIK ${p.nik_tersamar}` : null,
                  p.nama_ibu ? `ibu ${p.nama_ibu}` : null,
                  p.alamat_singkat,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onBatal} color="inherit" disabled={menyimpan}>
          Kembali ke Formulir
        </Button>
        {ditolak ? null : (
          <Button onClick={onTetapSimpan} variant="contained" color="warning" loading={menyimpan}>
            Bukan Orang yang Sama, Simpan Pasien Baru
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
