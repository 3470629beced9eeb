import { batalPendaftaranSchema, type Pendaftaran } from '@rawat/domain';
import { AlasanDialog } from '../../ui/AlasanDialog.tsx';
import { useBatalkan } from './pendaftaran.api.ts';

/** Confirms a cancellation; the reason is required and goes to the audit log. */
export function BatalDialog({
  pendaftaran,
  onClose,
  onDibatalkan,
}: {
  pendaftaran: Pendaftaran | null;
  onClose: () => void;
  onDibatalkan: (p: Pendaftaran) => void;
}) {
  const batalkan = useBatalkan();
  return (
    <AlasanDialog
      open={Boolean(pendaftaran)}
      judul="Batalkan Pendaftaran"
      pesan={
        <>
          Batalkan antrian <b>{pendaftaran?.nomor_antrian}</b> atas nama <b>{pendaftaran?.pasien.nama}</b> di{' '}
          {pendaftaran?.poli.nama}? Nomor antrian tidak dipakai ulang.
        </>
      }
      gayaPesan="teks"
      label="Alasan pembatalan"
      tempatGalat="kolom+alert"
      aturan={batalPendaftaranSchema.shape.alasan}
      tombol="Batalkan Pendaftaran"
      tombolBatal="Kembali"
      onClose={onClose}
      onKirim={async (alasan) => {
        if (!pendaftaran) return;
        onDibatalkan(await batalkan.mutateAsync({ uid: pendaftaran.uid, alasan }));
      }}
    />
  );
}
