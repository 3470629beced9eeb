import Alert from '@mui/material/Alert';
import { type BiayaPendaftaran, formatRupiah, ringkasBiayaPendaftaran } from '@rawat/domain';

/**
 * What a registration charged, for the clerk to tell the patient ('Biaya pendaftaran:
 * Administrasi Pendaftaran Rp 15.000, Kartu Pasien Baru Rp 10.000 · total Rp 25.000, dibayar di
 * kasir'), and the fees that could not be charged because their tariff is not set.
 */
export function BiayaPendaftaranInfo({
  biaya,
  peringatan = [],
}: {
  biaya: readonly BiayaPendaftaran[];
  peringatan?: readonly string[];
}) {
  const total = biaya.reduce((n, b) => n + b.jumlah, 0);
  return (
    <>
      {biaya.length ? (
        <Alert severity="info" variant="outlined" aria-label="Biaya pendaftaran" sx={{ py: 0 }}>
          <strong>Biaya pendaftaran:</strong> {ringkasBiayaPendaftaran(biaya)}
          {biaya.length > 1 ? ` · total ${formatRupiah(total)}` : ''}, dibayar di kasir.
        </Alert>
      ) : null}
      {peringatan.map((p) => (
        <Alert key={p} severity="warning" sx={{ py: 0, mt: biaya.length ? 1 : 0 }}>
          {p}
        </Alert>
      ))}
    </>
  );
}
