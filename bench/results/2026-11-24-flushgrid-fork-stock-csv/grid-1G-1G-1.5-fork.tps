sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 2027.84 qps: 12199.96 (r/w/o: 0.00/8136.30/4063.66) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 2122.86 qps: 12737.18 (r/w/o: 0.00/8491.45/4245.73) lat (ms,95%): 6.09 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1904.56 qps: 11414.37 (r/w/o: 0.00/7606.25/3808.12) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1783.61 qps: 10717.68 (r/w/o: 0.00/7149.45/3568.22) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1784.20 qps: 10709.22 (r/w/o: 0.00/7140.81/3568.41) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1936.81 qps: 11613.87 (r/w/o: 0.00/7740.25/3873.62) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 2084.77 qps: 12490.59 (r/w/o: 0.00/8322.06/4168.53) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 2169.33 qps: 13038.01 (r/w/o: 0.00/8698.34/4339.67) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 2164.94 qps: 12983.62 (r/w/o: 0.00/8654.75/4328.87) lat (ms,95%): 5.18 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 2177.14 qps: 13064.86 (r/w/o: 0.00/8710.58/4354.29) lat (ms,95%): 5.18 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 2266.16 qps: 13583.98 (r/w/o: 0.00/9051.66/4532.33) lat (ms,95%): 5.57 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 2013.68 qps: 12097.06 (r/w/o: 0.00/8068.70/4028.35) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1919.28 qps: 11515.68 (r/w/o: 0.00/7677.12/3838.56) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1620.74 qps: 9713.44 (r/w/o: 0.00/6473.96/3239.48) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1524.30 qps: 9140.79 (r/w/o: 0.00/6090.20/3050.59) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1574.40 qps: 9463.40 (r/w/o: 0.00/6314.60/3148.79) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1921.37 qps: 11532.25 (r/w/o: 0.00/7689.50/3842.75) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1884.23 qps: 11297.38 (r/w/o: 0.00/7528.92/3768.46) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1833.89 qps: 10996.33 (r/w/o: 0.00/7329.55/3666.77) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1761.63 qps: 10584.78 (r/w/o: 0.00/7060.52/3524.26) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1676.38 qps: 10056.28 (r/w/o: 0.00/6703.52/3352.76) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1699.97 qps: 10201.84 (r/w/o: 0.00/6801.90/3399.95) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1727.04 qps: 10362.24 (r/w/o: 0.00/6908.16/3454.08) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1807.79 qps: 10846.71 (r/w/o: 0.00/7231.14/3615.57) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1741.40 qps: 10439.37 (r/w/o: 0.00/6956.58/3482.79) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1597.83 qps: 9592.00 (r/w/o: 0.00/6396.34/3195.67) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1904.01 qps: 11428.08 (r/w/o: 0.00/7620.05/3808.03) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1375.91 qps: 8244.47 (r/w/o: 0.00/5492.65/2751.82) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1421.54 qps: 8531.24 (r/w/o: 0.00/5688.16/2843.08) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1452.70 qps: 8709.17 (r/w/o: 0.00/5803.78/2905.39) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1562.09 qps: 9377.52 (r/w/o: 0.00/6253.34/3124.17) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1627.60 qps: 9748.57 (r/w/o: 0.00/6494.38/3254.19) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1457.61 qps: 8762.67 (r/w/o: 0.00/5846.45/2916.22) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 909.29 qps: 5447.76 (r/w/o: 0.00/3630.18/1817.59) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1459.06 qps: 8760.38 (r/w/o: 0.00/5841.25/2919.13) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1608.10 qps: 9661.58 (r/w/o: 0.00/6445.39/3216.19) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1659.01 qps: 9939.07 (r/w/o: 0.00/6622.05/3317.02) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1408.68 qps: 8450.08 (r/w/o: 0.00/5631.72/2818.36) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1624.25 qps: 9755.52 (r/w/o: 0.00/6508.01/3247.51) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1587.77 qps: 9513.63 (r/w/o: 0.00/6338.09/3175.54) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1628.03 qps: 9783.17 (r/w/o: 0.00/6527.11/3256.06) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1753.20 qps: 10523.20 (r/w/o: 0.00/7015.80/3507.40) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1683.14 qps: 10080.86 (r/w/o: 0.00/6715.58/3365.29) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1820.10 qps: 10939.63 (r/w/o: 0.00/7298.43/3641.21) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 6 tps: 1901.71 qps: 11390.30 (r/w/o: 0.00/7590.87/3799.43) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           314316
        other:                           157158
        total:                           471474
    transactions:                        78579  (1745.48 per sec.)
    queries:                             471474 (10472.90 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0181s
    total number of events:              78579

Latency (ms):
         min:                                    0.58
         avg:                                    4.58
         max:                                  156.18
         95th percentile:                        7.70
         sum:                               359818.38

Threads fairness:
    events (avg/stddev):           9822.3750/15.19
    execution time (avg/stddev):   44.9773/0.01

