import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { formatRupiah, LABEL_TEMPAT_BAYAR, type Penjualan } from '@rawat/domain';
import { useState } from 'react';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { FormPenjualan } from './FormPenjualan.tsx';
import { urlStruk, useBolehJual } from './penjualan.api.ts';

/**
 * /obat-mandiri: registers a walk-in buyer at the pharmacy counter. The buyer gets a queue number
 * (M-001…) and a bill to pay at the counter or the cashier; the form is then ready for the next.
 */
export default function ObatMandiriPage() {
  const bolehJual = useBolehJual();
  const [terakhir, setTerakhir] = useState<Penjualan | null>(null);
  const [cetak, setCetak] = useState(false);
  return (
    <>
      <HalamanJudul
        judul="Pendaftaran Obat Mandiri"
        keterangan="Pembeli obat bebas tanpa resep: isi nama, pilih obat dari stok depo, lalu berikan nomor antrian dan tagihannya."
      />
      {terakhir ? (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" startIcon={<PrintIcon />} onClick={() => setCetak(true)}>
              Cetak Tagihan
            </Button>
          }
        >
          <AlertTitle>
            Nomor antrian {terakhir.nomor_antrian} · {terakhir.nama_pembeli}
          </AlertTitle>
          {terakhir.nomor} · total {formatRupiah(terakhir.total)} · dibayar di{' '}
          {LABEL_TEMPAT_BAYAR[terakhir.tempat_bayar]}
        </Alert>
      ) : null}
      {bolehJual ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <FormPenjualan onSaved={setTerakhir} />
        </Paper>
      ) : (
        <Alert severity="info">
          Pendaftaran pembeli dilakukan oleh apoteker. Antrian dapat dilihat di Antrian Obat Mandiri.
        </Alert>
      )}
      <PdfViewerDialog
        open={cetak && terakhir !== null}
        title={`Tagihan ${terakhir?.nomor ?? ''}`}
        url={terakhir ? urlStruk(terakhir.uid) : ''}
        onClose={() => setCetak(false)}
      />
    </>
  );
}
