import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatTanggalWaktu, type PengaturanPenjamin } from '@rawat/domain';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { useAturPengaturanPenjamin, usePengaturanPenjamin } from './kasir.api.ts';

function BarisPenjamin({ p }: { p: PengaturanPenjamin }) {
  const toast = useToast();
  const atur = useAturPengaturanPenjamin();
  const ubah = async (obat_setelah_lunas: boolean) => {
    try {
      const hasil = await atur.mutateAsync({ penjamin: p.penjamin, obat_setelah_lunas });
      toast.success(
        hasil.obat_setelah_lunas
          ? `${hasil.label}: obat diserahkan setelah lunas`
          : `${hasil.label}: obat boleh diserahkan sebelum dibayar`,
      );
    } catch (e) {
      toast.error(e);
    }
  };
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {p.label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {p.diubah_oleh && p.diubah_pada
            ? `Diubah ${p.diubah_oleh}, ${formatTanggalWaktu(p.diubah_pada)}`
            : 'Bawaan sistem'}
        </Typography>
      </Box>
      <FormControlLabel
        labelPlacement="start"
        label={p.obat_setelah_lunas ? 'Ya' : 'Tidak'}
        control={
          <Switch
            checked={p.obat_setelah_lunas}
            disabled={atur.isPending}
            onChange={(e) => void ubah(e.target.checked)}
            slotProps={{ input: { 'aria-label': `Obat diserahkan setelah lunas – ${p.label}` } }}
          />
        }
      />
    </Box>
  );
}

/**
 * The hospital's rule per payer (issue 17): whether the pharmacy hands a prescription's medicine
 * over only once its charges are paid at the cashier. Shown on /wewenang-kasir, beside the other
 * rule about money the cashier takes.
 */
export function PengaturanPenjaminPanel() {
  const q = usePengaturanPenjamin();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Obat diserahkan setelah lunas"
      sx={{ p: 2, mt: 3 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Obat Diserahkan Setelah Lunas
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Bila aktif, farmasi baru dapat menyerahkan obat resep pasien penjamin tersebut setelah tagihan obatnya
        dibayar di kasir. Penjualan obat bebas tidak terpengaruh.
      </Typography>
      {q.isError ? <Alert severity="error">{pesanError(q.error)}</Alert> : null}
      {(q.data ?? []).map((p) => (
        <BarisPenjamin key={p.penjamin} p={p} />
      ))}
    </Paper>
  );
}
