import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { DaftarDokumen, KOLOM_DOKUMEN } from './DaftarDokumen.tsx';
import { DokumenDetailDialog } from './DokumenDetailDialog.tsx';
import { useLokasiBerhak } from './dokumen.api.ts';
import { GrFormDialog } from './GrFormDialog.tsx';

/** /stok/stok-gr: goods received against a PO, with batch and expiry; stock enters here. */
export default function StokGrPage() {
  const [baru, setBaru] = useState(false);
  const [pilih, setPilih] = useState<string | null>(null);
  const bolehBuat = useLokasiBerhak('goods_receipt_create').length > 0;
  return (
    <>
      <HalamanJudul
        judul="Penerimaan Barang (GR)"
        keterangan="Barang datang dari supplier atas PO: dicatat per batch dan tanggal kedaluwarsa, lalu masuk ke stok lokasi PO."
      />
      <DaftarDokumen
        jenis="GR"
        onPilih={(d) => setPilih(d.uid)}
        kolom={[
          KOLOM_DOKUMEN.nomor,
          KOLOM_DOKUMEN.tanggal,
          { ...KOLOM_DOKUMEN.rujukan, header: 'PO' },
          KOLOM_DOKUMEN.supplier,
          KOLOM_DOKUMEN.faktur,
          KOLOM_DOKUMEN.lokasi,
          KOLOM_DOKUMEN.total,
          KOLOM_DOKUMEN.oleh,
        ]}
        tombol={
          bolehBuat ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setBaru(true)}
              sx={{ ml: 'auto' }}
            >
              Terima Barang
            </Button>
          ) : null
        }
      />
      <GrFormDialog open={baru} onClose={() => setBaru(false)} />
      <DokumenDetailDialog jenis="GR" uid={pilih} onClose={() => setPilih(null)} />
    </>
  );
}
