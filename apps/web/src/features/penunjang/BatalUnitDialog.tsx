import { batalUnitInputSchema } from '@rawat/domain';
import { AlasanDialog } from '../../ui/AlasanDialog.tsx';

/** The unit cancels an order it cannot do; the reason goes on the order, the bill's reversal and the timeline. */
export function BatalUnitDialog({
  nomor,
  open,
  onClose,
  onBatal,
}: {
  nomor: string;
  open: boolean;
  onClose: () => void;
  onBatal: (alasan: string) => Promise<unknown>;
}) {
  return (
    <AlasanDialog
      open={open}
      judul={`Batalkan Order ${nomor}`}
      pesan="Tagihan pemeriksaan yang sudah dibuat akan dibatalkan dengan alasan ini."
      gayaPesan="kecil"
      label="Alasan pembatalan"
      tempatGalat="kolom"
      petunjuk="Mis. sampel lisis, pasien pulang, pemeriksaan kontraindikasi"
      aturan={batalUnitInputSchema.shape.alasan}
      panjangMaks={300}
      tombol="Batalkan Order"
      tombolBatal="Kembali"
      onKirim={onBatal}
      onClose={onClose}
    />
  );
}
