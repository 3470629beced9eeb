import { type Sep, sepHapusSchema } from '@rawat/domain';
import { useToast } from '../../shell/toast.tsx';
import { AlasanDialog } from '../../ui/AlasanDialog.tsx';
import { useHapusSep } from './sep.api.ts';

/** Deleting a SEP asks why; BPJS is told through the outbox (docs/vclaim.md). */
export function HapusSepDialog({ sep, onClose }: { sep: Sep; onClose: () => void }) {
  const toast = useToast();
  const hapus = useHapusSep();
  return (
    <AlasanDialog
      judul="Hapus SEP"
      pesan={
        <>
          SEP <b>{sep.no_sep ?? '(belum bernomor)'}</b> atas nama <b>{sep.pasien.nama}</b> ({sep.pasien.no_rm}
          ) akan dihapus{sep.no_sep ? ' di BPJS' : ''}.{' '}
          {sep.jns_pelayanan === '1'
            ? 'Perawatannya tetap berjalan; SEP rawat inap baru hanya dapat dibuat pada hari pasien masuk.'
            : 'Kunjungannya tetap ada; SEP baru dapat dibuat lagi.'}
        </>
      }
      label="Alasan hapus"
      tempatGalat="kolom+alert"
      aturan={sepHapusSchema.shape.alasan}
      panjangMaks={200}
      tombol="Hapus SEP"
      onKirim={async (alasan) => {
        const s = await hapus.mutateAsync({ uid: sep.uid, alasan });
        toast.success(
          s.status === 'DIHAPUS'
            ? `SEP ${sep.no_sep ?? ''} dihapus`
            : 'Penghapusan SEP dikirim ke BPJS; status diperbarui begitu BPJS menjawab',
        );
      }}
      onClose={onClose}
    />
  );
}
