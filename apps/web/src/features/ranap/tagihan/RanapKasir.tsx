import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatRupiah, formatTanggalJam, type TagihanRanap } from '@rawat/domain';
import { TabelHariKamar, TarifKosong } from './PanelTagihan.tsx';

/** Why the pay button is not offered while the patient is in (the server answers 409 too). */
export const PESAN_MASIH_DIRAWAT = 'Pasien masih dirawat; tagihan akhir dibayar setelah pasien dipulangkan.';

/**
 * The stay on the cashier's bill (/antrian-kasir/:id): in or discharged, the room days per class
 * with their dates, day items without a tariff, and how the deposit settles the bill.
 */
export function RanapKasir({ t }: { t: TagihanRanap }) {
  const dirawat = t.status === 'DIRAWAT';
  return (
    <Paper variant="outlined" sx={{ mb: 2, overflow: 'hidden' }} component="section" aria-label="Rawat inap">
      <Box
        sx={{
          px: 2,
          py: 1.25,
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          bgcolor: 'action.hover',
        }}
      >
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Rawat Inap — {t.jumlah_hari} hari
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Masuk {formatTanggalJam(t.masuk_pada)}
            {t.pulang_pada ? ` · pulang ${formatTanggalJam(t.pulang_pada)}` : ''}
          </Typography>
        </Box>
        <Chip
          size="small"
          color={dirawat ? 'warning' : 'success'}
          label={dirawat ? 'Masih dirawat' : 'Sudah pulang'}
        />
      </Box>
      <TabelHariKamar kamar={t.kamar} />
      <Box sx={{ p: 2, pt: 1.5 }}>
        <TarifKosong daftar={t.tarif_kosong} />
        {dirawat ? (
          <Alert severity="info">
            {PESAN_MASIH_DIRAWAT} Hari rawat bertambah setiap hari, termasuk hari ini.
          </Alert>
        ) : t.saldo_deposit > 0 ? (
          <Alert severity="info">
            Saldo deposit {formatRupiah(t.saldo_deposit)} dipakai sebagai metode <b>Deposit</b> saat membayar;
            sisanya dikembalikan lewat <b>Refund</b> di panel Deposit.
          </Alert>
        ) : null}
      </Box>
    </Paper>
  );
}
