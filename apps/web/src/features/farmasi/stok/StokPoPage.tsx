import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import type { DokumenStok } from '@rawat/domain';
import { alasanDokumenInputSchema } from '@rawat/domain';
import { useState } from 'react';
import { useToast } from '../../../shell/toast.tsx';
import { AlasanDialog } from '../../../ui/AlasanDialog.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { DaftarDokumen, KOLOM_DOKUMEN } from './DaftarDokumen.tsx';
import { DokumenDetailDialog } from './DokumenDetailDialog.tsx';
import { urlPdfPo, useBolehDi, useLokasiBerhak, useTulisDokumen } from './dokumen.api.ts';
import { GrFormDialog } from './GrFormDialog.tsx';
import { PoFormDialog } from './PoFormDialog.tsx';

/** /stok/stok-po: orders to suppliers, printed as a Surat Pesanan; received in the GR tab. */
export default function StokPoPage() {
  const [baru, setBaru] = useState(false);
  const [pilih, setPilih] = useState<string | null>(null);
  const [cetak, setCetak] = useState<DokumenStok | null>(null);
  const [terima, setTerima] = useState<DokumenStok | null>(null);
  const [batal, setBatal] = useState<DokumenStok | null>(null);
  const bolehDi = useBolehDi();
  const bolehBuat = useLokasiBerhak('purchase_order_create').length > 0;
  const tulis = useTulisDokumen('PO');
  const toast = useToast();
  return (
    <>
      <HalamanJudul
        judul="Pesanan Pembelian (PO)"
        keterangan="Pesanan ke supplier, dari permintaan pembelian atau langsung; dicetak sebagai surat pesanan."
      />
      <DaftarDokumen
        jenis="PO"
        onPilih={(d) => setPilih(d.uid)}
        kolom={[
          KOLOM_DOKUMEN.nomor,
          KOLOM_DOKUMEN.tanggal,
          KOLOM_DOKUMEN.supplier,
          KOLOM_DOKUMEN.lokasi,
          { ...KOLOM_DOKUMEN.rujukan, header: 'PR' },
          KOLOM_DOKUMEN.total,
          KOLOM_DOKUMEN.status,
        ]}
        tombol={
          bolehBuat ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setBaru(true)}
              sx={{ ml: 'auto' }}
            >
              Buat PO
            </Button>
          ) : null
        }
      />
      <PoFormDialog open={baru} onClose={() => setBaru(false)} setelahSimpan={(d) => setPilih(d.uid)} />
      <DokumenDetailDialog
        jenis="PO"
        uid={pilih}
        onClose={() => setPilih(null)}
        aksi={(d) => (
          <>
            {d.status === 'DIPESAN' && bolehDi(d.lokasi.uid, 'purchase_order_create') ? (
              <Button color="error" onClick={() => setBatal(d)}>
                Batalkan PO
              </Button>
            ) : null}
            <Button startIcon={<PrintIcon />} onClick={() => setCetak(d)}>
              Cetak Surat Pesanan
            </Button>
            {(d.status === 'DIPESAN' || d.status === 'SEBAGIAN') &&
            bolehDi(d.lokasi.uid, 'goods_receipt_create') ? (
              <Button variant="contained" onClick={() => setTerima(d)}>
                Terima Barang
              </Button>
            ) : null}
          </>
        )}
      />
      <PdfViewerDialog
        open={cetak !== null}
        title={`Surat Pesanan ${cetak?.nomor ?? ''}`}
        url={cetak ? urlPdfPo(cetak.uid) : ''}
        onClose={() => setCetak(null)}
      />
      <GrFormDialog open={terima !== null} poUid={terima?.uid} onClose={() => setTerima(null)} />
      {batal ? (
        <AlasanDialog
          aturan={alasanDokumenInputSchema.shape.alasan}
          judul={`Batalkan ${batal.nomor}`}
          pesan="PO yang belum diterima sama sekali dapat dibatalkan; PR asalnya kembali dapat dipesan."
          tombol="Batalkan PO"
          onClose={() => setBatal(null)}
          onKirim={async (alasan) => {
            const d = await tulis.mutateAsync({ uid: batal.uid, aksi: 'batal', body: { alasan } });
            toast.success(`${d.nomor} dibatalkan`);
          }}
        />
      ) : null}
    </>
  );
}
