import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import {
  can,
  type DataKelahiran,
  formatTanggalJam,
  type JenisSurat,
  jenisDalamKelompok,
  type KelompokSurat,
  LABEL_JENIS_SURAT,
  LABEL_KELOMPOK_SURAT,
} from '@rawat/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { useSession } from '../../shell/session.tsx';
import { pesanError } from '../../shell/toast.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { FormSurat } from './FormSurat.tsx';
import { KepalaSurat, RiwayatSurat, SuratKunjungan } from './KepalaSurat.tsx';
import { useKonteksSurat, usePenanda, useSurat } from './surat.api.ts';
import { isiAwal, nilaiDari } from './surat.form.ts';
import { halamanSurat } from './surat.halaman.ts';

const Memuat = () => <Skeleton variant="rounded" height={480} />;

/**
 * Which baby born on this stay the birth letter is about: its delivery record fills the form
 * (docs/bersalin.md). 'manual' types it all by hand (a birth elsewhere).
 */
function PilihKelahiran({
  kelahiran,
  nilai,
  onChange,
}: {
  kelahiran: DataKelahiran[];
  nilai: string;
  onChange: (v: string) => void;
}) {
  return (
    <Alert severity="success" icon={false} sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}>
      <TextField
        select
        size="small"
        fullWidth
        label="Isi dari catatan persalinan (Ruang Bersalin)"
        value={nilai}
        onChange={(e) => onChange(e.target.value)}
        helperText="Data bayi, penolong dan cara persalinan diambil dari catatan persalinan; periksa sebelum menerbitkan."
      >
        {kelahiran.map((b) => (
          <MenuItem key={b.no_rm} value={b.no_rm}>
            {b.nama_bayi} · No. RM {b.no_rm} · lahir {formatTanggalJam(b.waktu_lahir)}
          </MenuItem>
        ))}
        <MenuItem value="manual">Tidak, isi manual (kelahiran di luar catatan ini)</MenuItem>
      </TextField>
    </Alert>
  );
}

/** A new letter of a visit: the kind (certificates: chosen here, or ?jenis=), prefilled from the chart. */
function Tambah({ kelompok, layananUid }: { kelompok: KelompokSurat; layananUid: string }) {
  const [params] = useSearchParams();
  const daftar = jenisDalamKelompok(kelompok);
  const [jenis, setJenis] = useState<JenisSurat>(
    daftar.find((j) => j === params.get('jenis')) ?? daftar[0] ?? 'SAKIT',
  );
  const k = useKonteksSurat(layananUid);
  const penanda = usePenanda(jenis);
  // ?bayi=<the newborn's patient uid> (the delivery room's Bayi tab) picks its birth; else the first.
  const [pilihBayi, setPilihBayi] = useState<string | null>(null);
  const kelahiran = kelompok === 'KELAHIRAN' ? (k.data?.kelahiran ?? []) : [];
  const dariParam = kelahiran.find((b) => b.pasien_uid === params.get('bayi'));
  const kunciBayi = pilihBayi ?? dariParam?.no_rm ?? kelahiran[0]?.no_rm ?? 'manual';
  const lahir = kelahiran.find((b) => b.no_rm === kunciBayi);
  const judul = `Buat ${LABEL_JENIS_SURAT[jenis]}`;
  if (k.isError)
    return (
      <Box>
        <HalamanJudul judul={judul} />
        <Alert severity="error">{pesanError(k.error)}</Alert>
      </Box>
    );
  if (!k.data || !penanda.data)
    return (
      <Box>
        <HalamanJudul judul={judul} />
        <Memuat />
      </Box>
    );
  const pegawai = penanda.data.find((p) => p.uid === k.data.penanda_uid);
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <HalamanJudul
        judul={judul}
        keterangan="Isian diambil dari kunjungan pasien; periksa sebelum menerbitkan."
      />
      <KepalaSurat pasien={k.data.pasien} layanan={k.data.layanan} surat={null} />
      <SuratKunjungan konteks={k.data} />
      {k.data.layanan.status === 'BATAL' ? (
        <Alert severity="error">Kunjungan ini sudah dibatalkan; surat tidak dapat dibuat darinya.</Alert>
      ) : kelompok === 'KELAHIRAN' && k.data.pasien.jenis_kelamin !== 'P' ? (
        <Alert severity="error">
          Surat kelahiran ditulis dari kunjungan ibu; pasien kunjungan ini bukan perempuan. Pilih kunjungan
          ibu bayi.
        </Alert>
      ) : (
        <>
          {kelahiran.length ? (
            <PilihKelahiran kelahiran={kelahiran} nilai={kunciBayi} onChange={setPilihBayi} />
          ) : null}
          <FormSurat
            key={`${jenis}-${kunciBayi}`}
            kelompok={kelompok}
            layanan={k.data.layanan}
            awal={{ pegawai_uid: pegawai?.uid ?? '', isi: isiAwal(jenis, k.data, pegawai, lahir) }}
            surat={null}
            onJenis={setJenis}
          />
        </>
      )}
    </Box>
  );
}

/** A saved letter: editable while a draft (for those who write letters), read and printed otherwise. */
function Ubah({ uid }: { uid: string }) {
  const { user } = useSession();
  const q = useSurat(uid);
  const s = q.data;
  if (q.isError)
    return (
      <Box>
        <HalamanJudul judul="Surat" />
        <Alert severity="error">{pesanError(q.error)}</Alert>
      </Box>
    );
  if (!s)
    return (
      <Box>
        <HalamanJudul judul="Surat" />
        <Memuat />
      </Box>
    );
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <HalamanJudul
        judul={`${LABEL_JENIS_SURAT[s.jenis]}${s.nomor ? ` ${s.nomor}` : ''}`}
        keterangan={`${LABEL_KELOMPOK_SURAT[s.kelompok]} · versi ${s.versi}`}
      />
      <KepalaSurat pasien={s.pasien} layanan={s.layanan} surat={s} />
      <RiwayatSurat surat={s} bolehTulis={can(user?.role, 'surat:write')} />
      {s.layanan ? (
        <FormSurat
          key={`${s.uid}-${s.status}`}
          kelompok={s.kelompok}
          layanan={s.layanan}
          awal={nilaiDari(s)}
          surat={s}
        />
      ) : (
        <Alert severity="warning">Surat ini tidak terhubung dengan kunjungan.</Alert>
      )}
    </Box>
  );
}

/** /tambah-suket/:id, /tambah-kontrol/:id, /tambah-lahir/:id (id: the visit) and /edit-…/:id (id: the letter). */
export default function SuratEditorPage({ halaman, params }: HalamanProps) {
  const { kelompok, mode } = halamanSurat(halaman.path);
  const id = params.id ?? '';
  return mode === 'tambah' ? (
    <Tambah key={id} kelompok={kelompok} layananUid={id} />
  ) : (
    <Ubah key={id} uid={id} />
  );
}
