export default function Page() {
  return <h1>e-health-edit-pet-complaints</h1>;
}
