import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { alasanDokumenInputSchema, type DokumenStok, prInputSchema } from '@rawat/domain';
import { useState } from 'react';
import type { z } from 'zod';
import { useToast } from '../../../shell/toast.tsx';
import { AlasanDialog } from '../../../ui/AlasanDialog.tsx';
import { FormPilih, FormTeks } from '../../../ui/form/fields.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { BARIS_KOSONG, BarisProdukFields } from './BarisProdukFields.tsx';
import { DaftarDokumen, KOLOM_DOKUMEN } from './DaftarDokumen.tsx';
import { DokumenDetailDialog } from './DokumenDetailDialog.tsx';
import { useBolehDi, useLokasiBerhak, useTulisDokumen } from './dokumen.api.ts';
import { FormDokumenDialog } from './FormDokumenDialog.tsx';
import { PoFormDialog } from './PoFormDialog.tsx';

type In = z.input<typeof prInputSchema>;

function PrFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const lokasi = useLokasiBerhak('purchase_requisition_create');
  return (
    <FormDokumenDialog<In, z.output<typeof prInputSchema>>
      jenis="PR"
      open={open}
      onClose={onClose}
      schema={prInputSchema}
      nilaiAwal={{
        lokasi_uid: lokasi.length === 1 ? (lokasi[0]?.value ?? '') : '',
        catatan: '',
        items: [{ ...BARIS_KOSONG }],
      }}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<In> name="lokasi_uid" label="Lokasi" required pilihan={lokasi} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In>
          name="catatan"
          label="Catatan"
          helperText="Mis. stok di bawah minimum, kebutuhan program"
        />
      </Grid>
      <BarisProdukFields />
    </FormDokumenDialog>
  );
}

/** /stok/stok-pr: a location asks purchasing to buy; purchasing orders it (PO) or declines. */
export default function StokPrPage() {
  const [baru, setBaru] = useState(false);
  const [pilih, setPilih] = useState<string | null>(null);
  const [pesan, setPesan] = useState<DokumenStok | null>(null);
  const [tolak, setTolak] = useState<DokumenStok | null>(null);
  const bolehDi = useBolehDi();
  const bolehBuat = useLokasiBerhak('purchase_requisition_create').length > 0;
  const tulis = useTulisDokumen('PR');
  const toast = useToast();
  return (
    <>
      <HalamanJudul
        judul="Permintaan Pembelian (PR)"
        keterangan="Usulan pembelian barang farmasi; bagian pembelian menjadikannya pesanan (PO) ke supplier atau menolaknya."
      />
      <DaftarDokumen
        jenis="PR"
        onPilih={(d) => setPilih(d.uid)}
        kolom={[
          KOLOM_DOKUMEN.nomor,
          KOLOM_DOKUMEN.tanggal,
          KOLOM_DOKUMEN.lokasi,
          KOLOM_DOKUMEN.item,
          KOLOM_DOKUMEN.oleh,
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
              Buat PR
            </Button>
          ) : null
        }
      />
      <PrFormDialog open={baru} onClose={() => setBaru(false)} />
      <DokumenDetailDialog
        jenis="PR"
        uid={pilih}
        onClose={() => setPilih(null)}
        aksi={(d) =>
          d.status === 'DIAJUKAN' && bolehDi(d.lokasi.uid, 'purchase_order_create') ? (
            <>
              <Button color="error" onClick={() => setTolak(d)}>
                Tolak
              </Button>
              <Button variant="contained" onClick={() => setPesan(d)}>
                Buat PO
              </Button>
            </>
          ) : null
        }
      />
      <PoFormDialog open={pesan !== null} pr={pesan} onClose={() => setPesan(null)} />
      {tolak ? (
        <AlasanDialog
          aturan={alasanDokumenInputSchema.shape.alasan}
          judul={`Tolak ${tolak.nomor}`}
          pesan="Permintaan pembelian ini tidak akan dipesan."
          tombol="Tolak PR"
          onClose={() => setTolak(null)}
          onKirim={async (alasan) => {
            const d = await tulis.mutateAsync({ uid: tolak.uid, aksi: 'tolak', body: { alasan } });
            toast.success(`${d.nomor} ditolak`);
          }}
        />
      ) : null}
    </>
  );
}
