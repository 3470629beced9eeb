import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  JENIS_ANESTESI,
  type JenisAnestesi,
  type KodeNamaOperasi,
  LABEL_JENIS_ANESTESI,
  LABEL_JENIS_KUNJUNGAN,
  LABEL_URGENSI_OPERASI,
  type LayananOperasi,
  URGENSI_OPERASI,
  type UrgensiOperasi,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { useCariLayananOperasi, useJadwalkanOperasi, useReferensiOperasi } from './operasi.api.ts';
import { PilihKode } from './PilihKode.tsx';

type Pilihan = { uid: string; nama: string };

function PilihDokter({
  label,
  value,
  onChange,
  opsi,
  error,
  wajib,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  opsi: Pilihan[];
  error?: string | undefined;
  wajib?: boolean;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      required={wajib}
    >
      {wajib ? null : (
        <MenuItem value="">
          <em>Tidak ada</em>
        </MenuItem>
      )}
      {opsi.map((d) => (
        <MenuItem key={d.uid} value={d.uid}>
          {d.nama}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * "Jadwalkan Operasi": the patient's active layanan, theatre, time, team and plan. From the board
 * the layanan is searched; from a patient's page (the clinic, the ward) it comes as `layananTetap`
 * and cannot be changed.
 */
export function DialogJadwal({
  tanggal,
  onClose,
  layananTetap = null,
}: {
  tanggal: string;
  onClose: () => void;
  layananTetap?: LayananOperasi | null;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const ref = useReferensiOperasi();
  const simpan = useJadwalkanOperasi();
  const [cari, setCari] = useState('');
  const layananList = useCariLayananOperasi(layananTetap ? '' : cari);
  const [layanan, setLayanan] = useState<LayananOperasi | null>(layananTetap);
  const [kamar, setKamar] = useState('');
  const [mulai, setMulai] = useState(`${tanggal}T08:00`);
  const [durasi, setDurasi] = useState('60');
  const [urgensi, setUrgensi] = useState<UrgensiOperasi>('ELEKTIF');
  const [tindakan, setTindakan] = useState<string>('');
  const [prosedur, setProsedur] = useState<KodeNamaOperasi | null>(null);
  const [diagnosis, setDiagnosis] = useState<KodeNamaOperasi | null>(null);
  const [operator, setOperator] = useState('');
  const [asisten, setAsisten] = useState('');
  const [anestesi, setAnestesi] = useState('');
  const [jenisAnestesi, setJenisAnestesi] = useState<JenisAnestesi | ''>('');
  const [catatan, setCatatan] = useState('');
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const dokter = ref.data?.dokter ?? [];
  const tarif = ref.data?.tindakan ?? [];

  const kirim = async () => {
    setGalat({});
    setGalatUmum(null);
    try {
      const r = await simpan.mutateAsync({
        layanan_uid: layanan?.layanan_uid ?? '',
        kamar_operasi_uid: kamar,
        mulai: mulai ? `${mulai}:00+07:00` : '',
        durasi_menit: Number(durasi),
        operator_uid: operator,
        asisten_uid: asisten || null,
        anestesi_uid: anestesi || null,
        jenis_anestesi: jenisAnestesi as JenisAnestesi,
        tindakan_uid: tindakan,
        prosedur: prosedur ?? { kode: '', nama: '' },
        diagnosis: diagnosis ?? { kode: '', nama: '' },
        urgensi,
        catatan: catatan || null,
      });
      toast.success(`Operasi ${r.respon.pasien.nama} dijadwalkan (${r.respon.kode_booking})`);
      onClose();
      navigate(`/ruang-operasi/${r.respon.uid}`);
    } catch (e) {
      if (e instanceof ApiError && e.errors.length) {
        setGalat(Object.fromEntries(e.errors.map((x) => [x.path.split('.')[0] ?? x.path, x.message])));
        setGalatUmum(e.message);
      } else setGalatUmum(pesanError(e));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Jadwalkan Operasi</DialogTitle>
      <DialogContent dividers>
        {galatUmum ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galatUmum}
          </Alert>
        ) : null}
        <Grid container spacing={2}>
          <Grid size={12}>
            <Autocomplete<LayananOperasi, false, false, false>
              options={layananTetap ? [layananTetap] : (layananList.data ?? [])}
              disabled={Boolean(layananTetap)}
              value={layanan}
              onChange={(_, v) => setLayanan(v)}
              inputValue={cari}
              onInputChange={(_, v) => setCari(v)}
              filterOptions={(x) => x}
              getOptionLabel={(l) =>
                `${l.pasien.nama} (${l.pasien.no_rm}) — ${l.unit}, ${LABEL_JENIS_KUNJUNGAN[l.jenis as keyof typeof LABEL_JENIS_KUNJUNGAN] ?? l.jenis}`
              }
              isOptionEqualToValue={(a, b) => a.layanan_uid === b.layanan_uid}
              loading={layananList.isFetching}
              loadingText="Mencari…"
              noOptionsText={
                cari.trim().length < 2 ? 'Ketik minimal 2 huruf nama atau No. RM' : 'Tidak ada layanan aktif'
              }
              renderInput={(p) => (
                <TextField
                  {...p}
                  size="small"
                  label="Pasien (kunjungan poli/IGD minggu ini, atau rawat inap)"
                  error={Boolean(galat.layanan_uid)}
                  helperText={galat.layanan_uid ?? ' '}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              fullWidth
              size="small"
              label="Kamar operasi"
              value={kamar}
              onChange={(e) => setKamar(e.target.value)}
              error={Boolean(galat.kamar_operasi_uid)}
              helperText={galat.kamar_operasi_uid ?? ' '}
            >
              {(ref.data?.kamar ?? []).map((k) => (
                <MenuItem key={k.uid} value={k.uid}>
                  {k.nama}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              fullWidth
              size="small"
              type="datetime-local"
              label="Mulai"
              value={mulai}
              onChange={(e) => setMulai(e.target.value)}
              error={Boolean(galat.mulai)}
              helperText={galat.mulai ?? 'WIB'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 2 }}>
            <TextField
              fullWidth
              size="small"
              type="number"
              label="Durasi (menit)"
              value={durasi}
              onChange={(e) => setDurasi(e.target.value)}
              error={Boolean(galat.durasi_menit)}
              helperText={galat.durasi_menit ?? ' '}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 2 }}>
            <TextField
              select
              fullWidth
              size="small"
              label="Urgensi"
              value={urgensi}
              onChange={(e) => setUrgensi(e.target.value as UrgensiOperasi)}
            >
              {URGENSI_OPERASI.map((u) => (
                <MenuItem key={u} value={u}>
                  {LABEL_URGENSI_OPERASI[u]}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              size="small"
              label="Tindakan operasi (tarif)"
              value={tindakan}
              onChange={(e) => {
                setTindakan(e.target.value);
                const t = tarif.find((x) => x.uid === e.target.value);
                if (t?.kode_icd9 && !prosedur) setProsedur({ kode: t.kode_icd9, nama: t.nama });
              }}
              error={Boolean(galat.tindakan_uid)}
              helperText={galat.tindakan_uid ?? ' '}
            >
              {tarif.map((t) => (
                <MenuItem key={t.uid} value={t.uid}>
                  {t.nama} {t.golongan ? `(${t.golongan.toLowerCase()})` : ''}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PilihKode
              jenis="ICD9"
              label="Rencana tindakan (ICD-9-CM)"
              value={prosedur}
              onChange={setProsedur}
              error={galat.prosedur}
            />
          </Grid>
          <Grid size={12}>
            <PilihKode
              jenis="ICD10"
              label="Diagnosis pra-operasi (ICD-10)"
              value={diagnosis}
              onChange={setDiagnosis}
              error={galat.diagnosis}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <PilihDokter
              label="Operator"
              value={operator}
              onChange={setOperator}
              opsi={dokter}
              error={galat.operator_uid}
              wajib
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <PilihDokter
              label="Asisten"
              value={asisten}
              onChange={setAsisten}
              opsi={dokter}
              error={galat.asisten_uid}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <PilihDokter
              label="Dokter anestesi"
              value={anestesi}
              onChange={setAnestesi}
              opsi={dokter}
              error={galat.anestesi_uid}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              fullWidth
              size="small"
              label="Jenis anestesi"
              value={jenisAnestesi}
              onChange={(e) => setJenisAnestesi(e.target.value as JenisAnestesi)}
              error={Boolean(galat.jenis_anestesi)}
              helperText={galat.jenis_anestesi ?? ' '}
            >
              {JENIS_ANESTESI.map((j) => (
                <MenuItem key={j} value={j}>
                  {LABEL_JENIS_ANESTESI[j]}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextField
              fullWidth
              size="small"
              label="Catatan"
              value={catatan}
              onChange={(e) => setCatatan(e.target.value)}
              error={Boolean(galat.catatan)}
              helperText={galat.catatan ?? ' '}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Batal</Button>
        <Button variant="contained" onClick={() => void kirim()} disabled={simpan.isPending}>
          Simpan Jadwal
        </Button>
      </DialogActions>
    </Dialog>
  );
}
