export default function Page() {
  return <h1>insurance-questionnaire</h1>;
}
