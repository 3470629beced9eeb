import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type Diagnosis,
  JENIS_DIAGNOSIS,
  type JenisDiagnosis,
  KASUS_DIAGNOSIS,
  type KasusDiagnosis,
  LABEL_KASUS_DIAGNOSIS,
  type LayananKlinisDto,
} from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { NamaDiagnosis } from '../../../ui/NamaDiagnosis.tsx';
import { Bagian } from './Bagian.tsx';
import { CariKodeIcd, type KodeIcd } from './CariKodeIcd.tsx';
import {
  useDiagnosis,
  useHapusDiagnosis,
  useHapusProsedur,
  useProsedur,
  useTambahDiagnosis,
  useTambahProsedur,
} from './medis.api.ts';

const baris = { display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' } as const;

/** ICD-10 diagnoses (one primary, any secondary) and ICD-9-CM procedure codes. */
export function DiagnosisTab({ layanan: l, bolehTulis }: { layanan: LayananKlinisDto; bolehTulis: boolean }) {
  return (
    <>
      <DiagnosisIcd10 layanan={l} bolehTulis={bolehTulis} />
      <ProsedurIcd9 layanan={l} bolehTulis={bolehTulis} />
    </>
  );
}

function DiagnosisIcd10({ layanan: l, bolehTulis }: { layanan: LayananKlinisDto; bolehTulis: boolean }) {
  const toast = useToast();
  const confirm = useConfirm();
  const list = useDiagnosis(l.uid);
  const tambah = useTambahDiagnosis(l.uid);
  const hapus = useHapusDiagnosis(l.uid);
  const [kode, setKode] = useState<KodeIcd | null>(null);
  const [jenisPilih, setJenis] = useState<JenisDiagnosis | ''>('');
  const [kasus, setKasus] = useState<KasusDiagnosis | ''>('');
  const [galat, setGalat] = useState<string | null>(null);
  const adaUtama = (list.data ?? []).some((d) => d.jenis === 'UTAMA');
  // The first diagnosis is the primary one unless the doctor says otherwise.
  const jenis: JenisDiagnosis = jenisPilih || (adaUtama ? 'SEKUNDER' : 'UTAMA');

  const selesai = (d: Diagnosis) => {
    toast.success(
      `Diagnosis ${d.kode_icd10} ditambahkan sebagai ${d.jenis === 'UTAMA' ? 'utama' : 'sekunder'}`,
    );
    setKode(null);
    setJenis('');
    setKasus('');
  };

  const simpan = async () => {
    setGalat(null);
    if (!kode) {
      setGalat('Pilih kode ICD-10 terlebih dahulu');
      return;
    }
    const body = { kode_icd10: kode.kode, jenis, kasus: kasus || null };
    try {
      selesai(await tambah.mutateAsync(body));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'klinis.diagnosis_utama_sudah_ada') {
        const lama = list.data?.find((d) => d.jenis === 'UTAMA');
        await confirm({
          title: 'Ganti Diagnosis Utama',
          message: (
            <>
              Diagnosis utama saat ini{' '}
              <b>{lama ? `${lama.kode_icd10} – ${lama.nama_id ?? lama.nama}` : ''}</b>. Jadikan{' '}
              <b>{kode.kode}</b> diagnosis utama? Diagnosis lama menjadi sekunder.
            </>
          ),
          confirmLabel: 'Jadikan Utama',
          onConfirm: async () => selesai(await tambah.mutateAsync({ ...body, ganti_utama: true })),
        });
      } else setGalat(pesanError(err));
    }
  };

  const hapusDiagnosis = (d: Diagnosis) =>
    confirm({
      title: 'Hapus Diagnosis',
      message: (
        <>
          Hapus diagnosis{' '}
          <b>
            {d.kode_icd10} – {d.nama_id ?? d.nama}
          </b>
          ?
        </>
      ),
      confirmLabel: 'Hapus',
      color: 'error',
      onConfirm: async () => {
        await hapus.mutateAsync(d.uid);
        toast.success(`Diagnosis ${d.kode_icd10} dihapus`);
      },
    });

  return (
    <Bagian judul="Diagnosis (ICD-10)">
      {bolehTulis ? (
        <Box sx={{ ...baris, mb: 1 }}>
          <Box sx={{ flex: '1 1 360px' }}>
            <CariKodeIcd
              katalog="icd10"
              label="Cari diagnosis ICD-10"
              value={kode}
              onChange={(v) => {
                setKode(v);
                setGalat(null);
              }}
              error={galat}
            />
          </Box>
          <TextField
            select
            label="Jenis"
            value={jenis}
            onChange={(e) => setJenis(e.target.value as JenisDiagnosis)}
            sx={{ width: 150 }}
          >
            {JENIS_DIAGNOSIS.map((j) => (
              <MenuItem key={j} value={j}>
                {j === 'UTAMA' ? 'Utama' : 'Sekunder'}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Kasus"
            value={kasus}
            onChange={(e) => setKasus(e.target.value as KasusDiagnosis | '')}
            sx={{ width: 170 }}
          >
            <MenuItem value="">Otomatis</MenuItem>
            {KASUS_DIAGNOSIS.map((k) => (
              <MenuItem key={k} value={k}>
                {LABEL_KASUS_DIAGNOSIS[k]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => void simpan()}
            loading={tambah.isPending}
            sx={{ mt: 1 }}
          >
            Tambah Diagnosis
          </Button>
        </Box>
      ) : null}
      <DaftarKode
        memuat={list.isLoading}
        kosong="Belum ada diagnosis"
        butir={(list.data ?? []).map((d) => ({
          key: d.uid,
          kode: d.kode_icd10,
          nama: <NamaDiagnosis nama={d.nama} namaId={d.nama_id} />,
          chip: (
            <Chip
              size="small"
              color={d.jenis === 'UTAMA' ? 'primary' : 'default'}
              variant={d.jenis === 'UTAMA' ? 'filled' : 'outlined'}
              label={d.jenis === 'UTAMA' ? 'Utama' : 'Sekunder'}
              sx={{ minWidth: 80 }}
            />
          ),
          tambahan: LABEL_KASUS_DIAGNOSIS[d.kasus],
          hapus: bolehTulis ? () => void hapusDiagnosis(d) : null,
        }))}
      />
    </Bagian>
  );
}

function ProsedurIcd9({ layanan: l, bolehTulis }: { layanan: LayananKlinisDto; bolehTulis: boolean }) {
  const toast = useToast();
  const confirm = useConfirm();
  const list = useProsedur(l.uid);
  const tambah = useTambahProsedur(l.uid);
  const hapus = useHapusProsedur(l.uid);
  const [kode, setKode] = useState<KodeIcd | null>(null);
  const [galat, setGalat] = useState<string | null>(null);

  const simpan = async () => {
    setGalat(null);
    if (!kode) {
      setGalat('Pilih kode ICD-9-CM terlebih dahulu');
      return;
    }
    try {
      const p = await tambah.mutateAsync({ kode_icd9: kode.kode });
      toast.success(`Prosedur ${p.kode_icd9} ditambahkan`);
      setKode(null);
    } catch (err) {
      setGalat(pesanError(err));
    }
  };

  return (
    <Bagian judul="Prosedur (ICD-9-CM)">
      {bolehTulis ? (
        <Box sx={{ ...baris, mb: 1 }}>
          <Box sx={{ flex: '1 1 360px' }}>
            <CariKodeIcd
              katalog="icd9"
              label="Cari prosedur ICD-9-CM"
              value={kode}
              onChange={(v) => {
                setKode(v);
                setGalat(null);
              }}
              error={galat}
            />
          </Box>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => void simpan()}
            loading={tambah.isPending}
            sx={{ mt: 1 }}
          >
            Tambah Prosedur
          </Button>
        </Box>
      ) : null}
      <DaftarKode
        memuat={list.isLoading}
        kosong="Belum ada prosedur"
        butir={(list.data ?? []).map((p) => ({
          key: p.uid,
          kode: p.kode_icd9,
          nama: p.nama,
          hapus: bolehTulis
            ? () =>
                void confirm({
                  title: 'Hapus Prosedur',
                  message: (
                    <>
                      Hapus prosedur{' '}
                      <b>
                        {p.kode_icd9} – {p.nama}
                      </b>
                      ?
                    </>
                  ),
                  confirmLabel: 'Hapus',
                  color: 'error',
                  onConfirm: async () => {
                    await hapus.mutateAsync(p.uid);
                    toast.success(`Prosedur ${p.kode_icd9} dihapus`);
                  },
                })
            : null,
        }))}
      />
    </Bagian>
  );
}

interface ButirKode {
  key: string;
  kode: string;
  nama: ReactNode;
  chip?: ReactNode;
  tambahan?: string;
  hapus: (() => void) | null;
}

function DaftarKode({ memuat, kosong, butir }: { memuat: boolean; kosong: string; butir: ButirKode[] }) {
  if (memuat) return <Skeleton variant="rounded" height={48} />;
  if (!butir.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {kosong}
      </Typography>
    );
  return (
    <List dense disablePadding>
      {butir.map((b) => (
        <ListItem
          key={b.key}
          divider
          sx={{ gap: 1.5, px: 0 }}
          secondaryAction={
            b.hapus ? (
              <Tooltip title="Hapus">
                <IconButton edge="end" aria-label={`Hapus ${b.kode}`} onClick={b.hapus}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            ) : null
          }
        >
          {b.chip}
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, minWidth: 56 }}>
            {b.kode}
          </Box>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {b.nama}
          </Typography>
          {b.tambahan ? (
            <Typography variant="caption" color="text.secondary" sx={{ mr: 5 }}>
              {b.tambahan}
            </Typography>
          ) : null}
        </ListItem>
      ))}
    </List>
  );
}
