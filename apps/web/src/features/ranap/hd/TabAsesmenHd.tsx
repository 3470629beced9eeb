import Alert from '@mui/material/Alert';
import { can, type SesiHdDetail } from '@rawat/domain';
import { useSession } from '../../../shell/session.tsx';
import { BagianKeperawatanHd, KOSONG_HD } from '../../pelayanan/keperawatan/BagianKeperawatanHd.tsx';
import { FormAsesmen } from '../../pelayanan/keperawatan/FormAsesmen.tsx';
import { type AlasanHanyaBaca, useFormIsiAsesmen } from '../../pelayanan/keperawatan/useFormAsesmen.ts';
import { FormAsesmenMedis } from '../../pelayanan/medis/FormAsesmenMedis.tsx';
import { useLangkahHd } from './hd.api.ts';

/** Why the session's record cannot be written, as the server would refuse it. */
function alasanHanyaBaca(
  role: string | undefined,
  s: SesiHdDetail,
  sisi: 'keperawatan' | 'medis',
): AlasanHanyaBaca | null {
  if (!can(role, 'hd:write') || !can(role, `asesmen.${sisi}:write`)) return 'izin';
  if (s.status === 'BATAL') return 'batal';
  return null;
}

/** The HD nurse's record of this session: the outpatient room's form (KEPERAWATAN_HD), saved on the session. */
export function TabCatatanHd({ s }: { s: SesiHdDetail }) {
  const { user } = useSession();
  const langkah = useLangkahHd(s.uid);
  const hanyaBaca = alasanHanyaBaca(user?.role, s, 'keperawatan');
  const f = useFormIsiAsesmen('KEPERAWATAN_HD', KOSONG_HD, {
    tersimpan: s.keperawatan,
    daftar: s.keperawatan ? [s.keperawatan] : [],
    memuat: false,
    simpan: (isi) => langkah.simpanAsesmen.mutateAsync({ jenis: 'KEPERAWATAN_HD', isi }),
    menyimpan: langkah.simpanAsesmen.isPending,
    hanyaBaca,
  });
  return (
    <>
      {hanyaBaca === 'izin' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Catatan sesi HD diisi oleh perawat unit hemodialisa; Anda hanya dapat melihatnya.
        </Alert>
      ) : null}
      {hanyaBaca === 'batal' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Sesi ini dibatalkan; catatannya tidak dapat diubah.
        </Alert>
      ) : null}
      {s.status === 'DIJADWALKAN' && !hanyaBaca ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Pre-HD dapat diisi sekarang; tekan <b>Mulai HD</b> saat pasien tersambung ke mesin.
        </Alert>
      ) : null}
      <FormAsesmen f={f}>
        <BagianKeperawatanHd alergiTercatat={s.pasien.alergi} />
      </FormAsesmen>
    </>
  );
}

/** The HD doctor's assessment with this session's HD prescription: the outpatient MEDIS_HD form. */
export function TabAsesmenMedisHd({ s }: { s: SesiHdDetail }) {
  const { user } = useSession();
  const langkah = useLangkahHd(s.uid);
  const hanyaBaca = alasanHanyaBaca(user?.role, s, 'medis');
  return (
    <>
      {hanyaBaca === 'izin' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Asesmen medis HD diisi oleh dokter; Anda hanya dapat melihatnya.
        </Alert>
      ) : null}
      <FormAsesmenMedis
        jenis="MEDIS_HD"
        simpanIsi={(body) => langkah.simpanAsesmen.mutateAsync({ jenis: 'MEDIS_HD', isi: body.isi })}
        tersimpan={s.medis}
        keluhanPerawat={typeof s.keperawatan?.isi.keluhan === 'string' ? s.keperawatan.isi.keluhan : null}
        ttvPerawat={null}
        bolehTulis={hanyaBaca === null}
      />
    </>
  );
}
