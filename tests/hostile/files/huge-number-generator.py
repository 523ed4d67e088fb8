# A hack generator whose input for cet4 holds a 5000-digit number: with
# --problem it is outside the statement, said in one short line.
print(1)
print("9" * 5000)
