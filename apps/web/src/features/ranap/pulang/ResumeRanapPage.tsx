import type { HalamanProps } from '../../../shell/halaman-props.ts';
import ResumeEditorPage from '../../rekam-medis/ResumeEditorPage.tsx';

/**
 * /resume-medis-ranap/:id (:id = the stay's layanan): the medical resume's own editor for jenis
 * RANAP, so the inpatient resume is written, finalised and printed as every other resume.
 */
export default function ResumeRanapPage(props: HalamanProps) {
  return <ResumeEditorPage {...props} params={{ ...props.params, type: 'RANAP' }} />;
}
