sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1870.13 qps: 11248.66 (r/w/o: 0.00/7500.43/3748.23) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1954.58 qps: 11732.46 (r/w/o: 0.00/7823.31/3909.15) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1902.81 qps: 11423.84 (r/w/o: 0.00/7618.23/3805.61) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1773.81 qps: 10632.84 (r/w/o: 0.00/7085.23/3547.61) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1844.43 qps: 11068.59 (r/w/o: 0.00/7379.72/3688.86) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1758.67 qps: 10548.99 (r/w/o: 0.00/7031.66/3517.33) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1960.18 qps: 11767.10 (r/w/o: 0.00/7846.73/3920.37) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1852.38 qps: 11112.26 (r/w/o: 0.00/7407.51/3704.75) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1581.80 qps: 9479.78 (r/w/o: 0.00/6317.19/3162.59) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1841.37 qps: 11066.25 (r/w/o: 0.00/7382.50/3683.75) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1684.02 qps: 10089.13 (r/w/o: 0.00/6722.09/3367.04) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1876.01 qps: 11261.05 (r/w/o: 0.00/7508.03/3753.02) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 2192.06 qps: 13158.34 (r/w/o: 0.00/8774.23/4384.11) lat (ms,95%): 5.67 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 2185.28 qps: 13109.70 (r/w/o: 0.00/8739.13/4370.57) lat (ms,95%): 5.37 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 2347.62 qps: 14068.70 (r/w/o: 0.00/9376.47/4692.23) lat (ms,95%): 5.09 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 2170.90 qps: 13043.38 (r/w/o: 0.00/8699.59/4343.79) lat (ms,95%): 5.77 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 2144.36 qps: 12870.16 (r/w/o: 0.00/8580.44/4289.72) lat (ms,95%): 5.37 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 2225.07 qps: 13333.43 (r/w/o: 0.00/8885.28/4448.14) lat (ms,95%): 5.67 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 2085.03 qps: 12525.15 (r/w/o: 0.00/8353.10/4172.05) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 2175.77 qps: 13049.64 (r/w/o: 0.00/8698.09/4351.55) lat (ms,95%): 5.37 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 2128.25 qps: 12751.53 (r/w/o: 0.00/8499.02/4252.51) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 2324.58 qps: 13942.46 (r/w/o: 0.00/9292.31/4650.16) lat (ms,95%): 5.28 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 2154.45 qps: 12953.67 (r/w/o: 0.00/8641.78/4311.89) lat (ms,95%): 5.99 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1653.74 qps: 9922.41 (r/w/o: 0.00/6614.94/3307.47) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1794.78 qps: 10760.68 (r/w/o: 0.00/7171.12/3589.56) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1878.94 qps: 11272.61 (r/w/o: 0.00/7514.74/3757.87) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1984.73 qps: 11916.36 (r/w/o: 0.00/7946.91/3969.45) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1921.31 qps: 11527.85 (r/w/o: 0.00/7685.24/3842.62) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1967.24 qps: 11808.43 (r/w/o: 0.00/7873.96/3934.48) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 2098.89 qps: 12589.32 (r/w/o: 0.00/8391.55/4197.77) lat (ms,95%): 5.99 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 2157.17 qps: 12941.99 (r/w/o: 0.00/8628.66/4313.33) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1959.59 qps: 11753.55 (r/w/o: 0.00/7833.37/3920.18) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1852.34 qps: 11108.02 (r/w/o: 0.00/7403.35/3704.67) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 2304.83 qps: 13833.98 (r/w/o: 0.00/9224.32/4609.66) lat (ms,95%): 5.00 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1846.07 qps: 11086.41 (r/w/o: 0.00/7393.28/3693.14) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1778.86 qps: 10668.15 (r/w/o: 0.00/7111.43/3556.72) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1831.08 qps: 10991.51 (r/w/o: 0.00/7329.34/3662.17) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 2284.05 qps: 13700.31 (r/w/o: 0.00/9132.21/4568.10) lat (ms,95%): 4.91 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 2199.77 qps: 13195.63 (r/w/o: 0.00/8796.09/4399.54) lat (ms,95%): 5.67 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 2145.99 qps: 12879.96 (r/w/o: 0.00/8587.97/4291.99) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 2151.73 qps: 12903.37 (r/w/o: 0.00/8600.91/4302.46) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 2358.51 qps: 14155.09 (r/w/o: 0.00/9437.06/4718.03) lat (ms,95%): 5.28 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 2108.85 qps: 12627.14 (r/w/o: 0.00/8409.43/4217.70) lat (ms,95%): 5.77 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 2117.78 qps: 12724.68 (r/w/o: 0.00/8489.13/4235.56) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 6 tps: 1814.14 qps: 10883.85 (r/w/o: 0.00/7258.57/3625.28) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           361012
        other:                           180506
        total:                           541518
    transactions:                        90253  (2005.33 per sec.)
    queries:                             541518 (12031.96 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0062s
    total number of events:              90253

Latency (ms):
         min:                                    0.66
         avg:                                    3.99
         max:                                   70.20
         95th percentile:                        6.67
         sum:                               359764.37

Threads fairness:
    events (avg/stddev):           11281.6250/24.89
    execution time (avg/stddev):   44.9705/0.00

