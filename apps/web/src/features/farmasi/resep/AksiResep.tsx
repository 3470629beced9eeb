import CampaignIcon from '@mui/icons-material/Campaign';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import HandshakeIcon from '@mui/icons-material/Handshake';
import PrintIcon from '@mui/icons-material/Print';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import {
  formatRupiah,
  obatTertahan,
  type Resep,
  type ResepRingkas,
  returResepInputSchema,
  tolakResepInputSchema,
} from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useToast } from '../../../shell/toast.tsx';
import { AlasanDialog } from '../../../ui/AlasanDialog.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { useDepoJual } from '../penjualan/penjualan.api.ts';
import { SerahkanDialog, SetujuiDialog } from './AksiDialog.tsx';
import { urlEtiket, useAksiResep, useBolehKelolaResep } from './resep.api.ts';

type Baris = Resep | ResepRingkas;
type Dialog = { jenis: 'setujui' | 'tolak' | 'serahkan' | 'retur'; r: Baris } | null;

/**
 * The total charged for a dispensed prescription (the lines' totals), or null before. After a
 * return the charges are reversed and the lines read 0: the return notice says so instead.
 */
export function totalResep(r: Resep): number | null {
  if (r.status !== 'DONE') return null;
  const ada = r.detail.filter((d) => d.total !== null);
  return ada.length ? ada.reduce((n, d) => n + (d.total ?? 0), 0) : null;
}

const label = (r: Baris) => `${r.nomor_antrian ?? r.nomor} · ${r.pasien.nama}`;

/** The element saying why the hand-over waits (DetailResepPage), which the disabled button points to. */
export const ID_ALASAN_TERTAHAN = 'alasan-obat-tertahan';

/** Whether a stage may be called to the counter (the server allows Disetujui and Siap Diambil). */
export const bolehDipanggil = (r: Baris) => r.tahap === 'DISIAPKAN' || r.tahap === 'SIAP';
/** Labels print once the pharmacy accepted the prescription, until it is returned. */
export const bolehCetakEtiket = (r: Baris) =>
  r.tahap === 'DISIAPKAN' || r.tahap === 'SIAP' || r.tahap === 'DISERAHKAN';

/**
 * Every step the pharmacy takes on a prescription, each behind a confirmation or a small form,
 * with a toast on success and the server's message on refusal (409 stock, 400 depot, 403 right).
 */
export function useAksiResepUi() {
  const toast = useToast();
  const confirm = useConfirm();
  const aksi = useAksiResep();
  const { depo } = useDepoJual();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [etiket, setEtiket] = useState<Baris | null>(null);
  const tutup = () => setDialog(null);

  const panggil = async (r: Baris) => {
    try {
      const hasil = await aksi.mutateAsync({ aksi: 'panggil', uid: r.uid });
      toast.info(`Memanggil ${label(hasil)} (panggilan ke-${hasil.dipanggil_kali})`);
    } catch (e) {
      toast.error(e);
    }
  };

  const selesai = (r: Baris) =>
    confirm({
      title: `Selesai disiapkan · ${r.nomor}`,
      message: `Obat untuk ${r.pasien.nama} dikeluarkan dari stok ${r.lokasi?.nama ?? 'depo'} dan tagihannya masuk ke kasir. Lanjutkan?`,
      confirmLabel: 'Selesai Disiapkan',
      onConfirm: async () => {
        const hasil = await aksi.mutateAsync({ aksi: 'selesai', uid: r.uid });
        const total = totalResep(hasil);
        toast.success(
          `Resep ${hasil.nomor} siap diambil${total === null ? '' : ` · total ${formatRupiah(total)}`}`,
        );
      },
    });

  const isiDialog: ReactNode = dialog ? (
    dialog.jenis === 'setujui' ? (
      <SetujuiDialog
        judul={`Setujui resep ${dialog.r.nomor}`}
        pesan={`Resep ${label(dialog.r)} diterima farmasi; stok setiap obat diperiksa di depo yang melayani, lalu resep masuk tahap Sedang Disiapkan.`}
        depo={depo}
        wajibPilih={depo.length > 1}
        onClose={tutup}
        onKirim={async (lokasiUid) => {
          try {
            const hasil = await aksi.mutateAsync({
              aksi: 'setujui',
              uid: dialog.r.uid,
              lokasi_uid: lokasiUid,
            });
            toast.success(`Resep ${hasil.nomor} disetujui · disiapkan di ${hasil.lokasi?.nama ?? 'depo'}`);
          } catch (e) {
            if (e instanceof ApiError && e.status === 400 && e.errors.some((x) => x.path === 'lokasi_uid'))
              return 'pilih-depo';
            throw e;
          }
        }}
      />
    ) : dialog.jenis === 'tolak' ? (
      <AlasanDialog
        judul={`Tolak resep ${dialog.r.nomor}`}
        pesan={`Resep ${label(dialog.r)} dikembalikan ke dokter dengan alasan berikut.`}
        tombol="Tolak Resep"
        aturan={tolakResepInputSchema.shape.alasan}
        panjangMaks={300}
        onClose={tutup}
        onKirim={async (alasan) => {
          const hasil = await aksi.mutateAsync({ aksi: 'tolak', body: { uid: dialog.r.uid, alasan } });
          toast.success(`Resep ${hasil.nomor} ditolak`);
        }}
      />
    ) : dialog.jenis === 'retur' ? (
      <AlasanDialog
        judul={`Retur resep ${dialog.r.nomor}`}
        pesan={`Obat resep ${label(dialog.r)} kembali ke stok ${dialog.r.lokasi?.nama ?? 'depo'} dan tagihannya dibatalkan.`}
        tombol="Retur"
        aturan={returResepInputSchema.shape.alasan}
        panjangMaks={300}
        onClose={tutup}
        onKirim={async (alasan) => {
          const hasil = await aksi.mutateAsync({ aksi: 'retur', body: { uid: dialog.r.uid, alasan } });
          toast.success(`Resep ${hasil.nomor} diretur; stok dikembalikan`);
        }}
      />
    ) : (
      <SerahkanDialog
        judul={`Serahkan obat ${dialog.r.nomor_antrian ?? dialog.r.nomor}`}
        pesan={`Obat resep ${dialog.r.nomor} untuk ${dialog.r.pasien.nama} (${dialog.r.pasien.no_rm}) diserahkan.`}
        namaPasien={dialog.r.pasien.nama}
        onClose={tutup}
        onKirim={async (penerima) => {
          const hasil = await aksi.mutateAsync({ aksi: 'serahkan', uid: dialog.r.uid, penerima });
          toast.success(
            `Obat ${hasil.nomor_antrian ?? hasil.nomor} diserahkan kepada ${hasil.penerima ?? hasil.pasien.nama}`,
          );
        }}
      />
    )
  ) : null;

  return {
    sibuk: aksi.isPending,
    panggil,
    selesai,
    setujui: (r: Baris) => setDialog({ jenis: 'setujui', r }),
    tolak: (r: Baris) => setDialog({ jenis: 'tolak', r }),
    serahkan: (r: Baris) => setDialog({ jenis: 'serahkan', r }),
    retur: (r: Baris) => setDialog({ jenis: 'retur', r }),
    cetak: (r: Baris) => setEtiket(r),
    dialog: (
      <>
        {isiDialog}
        <PdfViewerDialog
          open={etiket !== null}
          title={`Etiket ${etiket?.nomor ?? ''}`}
          url={etiket ? urlEtiket(etiket.uid) : ''}
          onClose={() => setEtiket(null)}
        />
      </>
    ),
  };
}

/** The buttons of the detail page for the prescription's stage; changes only for farmasi.resep:manage. */
export function TombolAksiResep({ resep: r }: { resep: Resep }) {
  const kelola = useBolehKelolaResep();
  const a = useAksiResepUi();
  const t = r.tahap;
  return (
    <>
      {kelola && t === 'DIMINTA' ? (
        <>
          <Button color="error" variant="outlined" onClick={() => a.tolak(r)}>
            Tolak
          </Button>
          <Button variant="contained" startIcon={<CheckCircleIcon />} onClick={() => a.setujui(r)}>
            Setujui
          </Button>
        </>
      ) : null}
      {bolehCetakEtiket(r) ? (
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => a.cetak(r)}>
          Cetak Etiket
        </Button>
      ) : null}
      {kelola && bolehDipanggil(r) ? (
        <Button
          variant="outlined"
          startIcon={<CampaignIcon />}
          disabled={a.sibuk}
          onClick={() => void a.panggil(r)}
        >
          {r.dipanggil_kali ? 'Panggil Ulang' : 'Panggil'}
        </Button>
      ) : null}
      {kelola && (t === 'SIAP' || t === 'DISERAHKAN') ? (
        <Button color="error" variant="outlined" startIcon={<UndoIcon />} onClick={() => a.retur(r)}>
          Retur
        </Button>
      ) : null}
      {kelola && t === 'DISIAPKAN' ? (
        <Button variant="contained" startIcon={<DoneAllIcon />} onClick={() => void a.selesai(r)}>
          Selesai Disiapkan
        </Button>
      ) : null}
      {kelola && t === 'SIAP' ? (
        // Held back by the payer's rule until the cashier is paid: the reason shows beside the
        // number (DetailResepPage), the server refuses it too (409 resep.belum_lunas).
        <Button
          variant="contained"
          color="success"
          startIcon={<HandshakeIcon />}
          disabled={obatTertahan(r.tagihan_obat)}
          aria-describedby={obatTertahan(r.tagihan_obat) ? ID_ALASAN_TERTAHAN : undefined}
          onClick={() => a.serahkan(r)}
        >
          Serahkan
        </Button>
      ) : null}
      {a.dialog}
    </>
  );
}
