export default function Page() {
  return <h1>e-health-edit-pet-profile</h1>;
}
